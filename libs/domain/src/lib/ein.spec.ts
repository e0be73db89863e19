import { isValidEin, isValidEinPrefix } from './ein';

// Prefixes per IRS campus, as published on "How EINs are Assigned and Valid
// EIN Prefixes". Kept as the published table so the ranges in ein.ts are
// checked against it rather than against themselves.
const IRS_TABLE: Record<string, number[]> = {
  Andover: [10, 12],
  Atlanta: [60, 67],
  Austin: [50, 53],
  Brookhaven: [1, 2, 3, 4, 5, 6, 11, 13, 14, 16, 21, 22, 23, 25, 34, 51, 52, 54, 55, 56, 57, 58, 59, 65],
  Cincinnati: [30, 32, 35, 36, 37, 38, 61],
  Fresno: [15, 24],
  'Kansas City': [40, 44],
  Memphis: [94, 95],
  Ogden: [80, 90],
  Philadelphia: [33, 39, 41, 42, 43, 46, 48, 62, 63, 64, 66, 68, 71, 72, 73, 74, 75, 76, 77, 85, 86, 87, 88, 91, 92, 93, 98, 99],
  Internet: [20, 26, 27, 45, 46, 47, 81, 82, 83, 84, 85, 86, 87, 88, 92, 93, 99],
  SBA: [31],
};
const VALID = new Set(Object.values(IRS_TABLE).flat());

describe('isValidEinPrefix', () => {
  it('accepts exactly the prefixes in the IRS table', () => {
    const accepted = Array.from({ length: 100 }, (_, p) => p).filter(isValidEinPrefix);
    expect(accepted).toEqual([...VALID].sort((a, b) => a - b));
  });

  it.each([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97])('rejects never-issued prefix %i', (p) => {
    expect(isValidEinPrefix(p)).toBe(false);
  });
});

describe('isValidEin', () => {
  it.each([
    ['123456789', true], // 12: Andover
    ['010000001', true], // 01: Brookhaven
    ['311234567', true], // 31: SBA
    ['981234567', true], // 98: Philadelphia (international)
    ['991234567', true],
    ['001234567', false], // 00 never issued
    ['071234567', false],
    ['491234567', false],
    ['691234567', false],
    ['701234567', false],
    ['891234567', false],
    ['961234567', false],
    ['971234567', false],
    ['12-3456789', false], // the ERD form sends digits only
    ['12345678', false],
    ['1234567890', false],
    ['12345678O', false], // letter O
    ['', false],
  ])('%j → %s', (ein, expected) => {
    expect(isValidEin(ein)).toBe(expected);
  });
});
