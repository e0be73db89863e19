import { determineTargetGroups } from './target-groups';
import { dischargeYearContradicts, earliestPastYearDischarge } from './veteran-discharge';

describe('dischargeYearContradicts: "discharged in the past year" against the discharge year (IRC §51(d)(3)(A)(ii)(I))', () => {
  it.each([
    // reference, year, contradicts
    ['2025-06-15', '2025', false],
    ['2025-06-15', '2024', false],
    ['2025-06-15', '2023', true],
    ['2025-01-01', '2024', false], // a discharge on 2024-12-31 is one day before
    ['2025-01-01', '2023', true], // 2023-12-31 is a year and a day before
    ['2025-12-31', '2024', false], // 2024-12-31 is exactly a year before
    ['2025-12-31', '2023', true],
    ['2025-06-15', '2026', true], // after the reference date: not "during the past year"
  ])('on %s, a discharge in %s contradicts the yes: %s', (reference, year, contradicts) => {
    expect(dischargeYearContradicts('1', year, reference)).toBe(contradicts);
  });

  it('never contradicts a "no", a missing answer or a missing year', () => {
    expect(dischargeYearContradicts('0', '1990', '2025-06-15')).toBe(false);
    expect(dischargeYearContradicts(null, '1990', '2025-06-15')).toBe(false);
    expect(dischargeYearContradicts('1', null, '2025-06-15')).toBe(false);
    expect(dischargeYearContradicts('1', '', '2025-06-15')).toBe(false);
  });

  it('names the earliest year that fits', () => {
    expect(earliestPastYearDischarge('2025-01-01')).toBe(2024);
  });
});

describe('determineTargetGroups: the disabled veteran discharged within a year', () => {
  const veteran = (militaryYear: string) => ({
    answers: { military: '1', militaryDisability: '1', militaryReleased: '1', militaryUnemployed6m: '0', militaryYear },
    birthdate: '1990-04-02',
    hireDate: '2025-06-15',
  });
  const codes = (year: string) => determineTargetGroups(veteran(year)).map((g) => g.code);

  it('grants the $12,000 group when the year fits the yes', () => {
    expect(codes('2024')).toContain('VET_DISABLED_DISCHARGED');
    expect(codes('2025')).toContain('VET_DISABLED_DISCHARGED');
  });

  it('does not grant it on contradicting answers: a discharge two or more years before the hire', () => {
    expect(codes('2023')).not.toContain('VET_DISABLED_DISCHARGED');
    expect(codes('2001')).not.toContain('VET_DISABLED_DISCHARGED');
  });

  it('grants it without a year (the state asks for the discharge papers)', () => {
    const input = veteran('');
    expect(determineTargetGroups(input).map((g) => g.code)).toContain('VET_DISABLED_DISCHARGED');
  });
});
