import { prescreeningMatchSince } from './prescreening-match';

describe('prescreeningMatchSince', () => {
  it('goes back one year on the calendar, the same day of the month', () => {
    expect(prescreeningMatchSince('2026-11-27')).toBe('2025-11-27');
  });

  it('goes back from a 29 February to 1 March, as every year counted on this calendar', () => {
    expect(prescreeningMatchSince('2028-02-29')).toBe('2027-03-01');
  });
});
