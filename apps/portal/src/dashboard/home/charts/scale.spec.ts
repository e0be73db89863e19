import { niceCeiling } from './scale';

describe('niceCeiling', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [10, 10],
    [11, 20],
    [21, 25],
    [26, 50],
    [480, 500],
    [501, 1000],
    [2400, 2500],
    [9600, 10000],
  ])('%d reaches up to %d', (max, top) => {
    expect(niceCeiling(max)).toBe(top);
  });
});
