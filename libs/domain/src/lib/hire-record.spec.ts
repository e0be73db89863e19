import { hireRecordProblems } from './hire-record';

const params = (r: Parameters<typeof hireRecordProblems>[0]) => hireRecordProblems(r).map((p) => p.param);

describe('hireRecordProblems', () => {
  it.each([
    ['all on the same day', { submittedOn: '2026-03-02', offerDate: '2026-03-02', hireDate: '2026-03-02', startDate: '2026-03-02' }, []],
    ['in order over days', { submittedOn: '2026-03-02', offerDate: '2026-03-03', hireDate: '2026-03-05', startDate: '2026-03-09' }, []],
    ['offer before the pre-screening', { submittedOn: '2026-03-02', offerDate: '2026-03-01', hireDate: '2026-03-05', startDate: '2026-03-09' }, ['offerDate']],
    ['hire before the offer', { submittedOn: '2026-03-02', offerDate: '2026-03-04', hireDate: '2026-03-03', startDate: '2026-03-09' }, ['hireDate']],
    ['start before the hire', { submittedOn: '2026-03-02', offerDate: '2026-03-02', hireDate: '2026-03-05', startDate: '2026-03-04' }, ['startDate']],
    ['across a leap day', { submittedOn: '2024-02-28', offerDate: '2024-02-29', hireDate: '2024-02-29', startDate: '2024-03-01' }, []],
    // The rules table starts with the PATH Act of 2015's renewal: work begun from 2015-01-01.
    ['an old pre-screening, hired on 2015-01-01', { submittedOn: '2014-11-03', offerDate: '2014-12-15', hireDate: '2015-01-01', startDate: '2015-01-01' }, []],
    ['hired on 2014-12-31, started 2015-01-01', { submittedOn: '2014-11-03', offerDate: '2014-12-15', hireDate: '2014-12-31', startDate: '2015-01-01' }, ['hireDate']],
    ['hired and started on 2014-12-31', { submittedOn: '2014-11-03', offerDate: '2014-12-15', hireDate: '2014-12-31', startDate: '2014-12-31' }, ['hireDate', 'startDate']],
  ])('%s', (_name, record, expected) => {
    expect(params(record)).toEqual(expected);
  });

  it('names the date before the rules table', () => {
    expect(hireRecordProblems({ submittedOn: '2014-11-03', offerDate: '2014-12-15', hireDate: '2015-01-05', startDate: '2014-12-31' })).toContainEqual({
      msg: 'The WOTC rules in ClearHire start with people who began work on 2015-01-01; the start date 2014-12-31 is before that.',
      param: 'startDate',
    });
  });
});
