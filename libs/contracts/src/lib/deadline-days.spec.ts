import { daysInUnit, daysLeftText } from './deadline-days';

describe('deadline counts in their unit', () => {
  it.each([
    [8, 'federal-working', '8 federal working days left'],
    [1, 'federal-working', '1 federal working day left'],
    [3, 'business', '3 business days left'],
    [14, 'calendar', '14 days left'],
    [0, 'business', 'due today'],
    [-1, 'business', 'late by 1 business day'],
    [-2, 'federal-working', 'late by 2 federal working days'],
    [-5, 'calendar', 'late by 5 days'],
  ] as const)('%i in %s reads "%s"', (days, unit, text) => expect(daysLeftText(days, unit)).toBe(text));

  it('names one and several', () => {
    expect(daysInUnit(1, 'calendar')).toBe('1 day');
    expect(daysInUnit(10, 'federal-working')).toBe('10 federal working days');
  });
});
