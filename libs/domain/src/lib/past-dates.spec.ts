import { futureDateProblems } from './past-dates';

describe('futureDateProblems: past dates judged on the company\'s day', () => {
  const dates = (value: string | null) => [{ param: 'birthdate', label: 'Birth date', value }];

  it.each([
    ['2026-11-24', []],
    ['2026-11-25', []],
    ['2026-11-26', [{ msg: 'Birth date must be a past date (YYYY-MM-DD).', param: 'birthdate' }]],
  ])('%s on 2026-11-25', (value, problems) => {
    expect(futureDateProblems(dates(value), '2026-11-25')).toEqual(problems);
  });

  it('ignores dates that were not given', () => {
    expect(futureDateProblems(dates(null), '2026-11-25')).toEqual([]);
  });
});
