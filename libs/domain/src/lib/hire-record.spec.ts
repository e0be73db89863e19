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
  ])('%s', (_name, record, expected) => {
    expect(params(record)).toEqual(expected);
  });
});
