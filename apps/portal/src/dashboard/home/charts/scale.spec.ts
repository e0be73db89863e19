import { countAxis } from './scale';

describe('countAxis', () => {
  it.each([
    [0, 1, 1],
    [-3, 1, 1],
    [Number.NaN, 1, 1],
    [1, 1, 1],
    [3, 3, 1],
    [4, 4, 1],
    [5, 6, 2],
    [7, 8, 2],
    [9, 10, 5],
    [10, 10, 5],
    [11, 15, 5],
    [21, 30, 10],
    [480, 600, 200],
    [501, 600, 200],
    [2400, 3000, 1000],
    [9600, 10000, 5000],
  ])('%d: up to %d in steps of %d', (max, top, step) => {
    expect(countAxis(max)).toEqual({ top, step });
  });

  it('never draws more than four steps, each a whole number', () => {
    for (let max = 1; max <= 2000; max++) {
      const { top, step } = countAxis(max);
      expect(Number.isInteger(step)).toBe(true);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(top / step).toBeLessThanOrEqual(4);
    }
  });
});
