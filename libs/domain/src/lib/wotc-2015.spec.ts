import { wotcSubmissionDeadline } from './deadlines';
import { determineTargetGroups } from './target-groups';
import { creditsByTaxYear } from './wotc-claims';
import { FORM_8850_DEADLINE_RELIEFS, NoWotcRulesError, programStatus } from './wotc-rules';

/**
 * Hires of 2015 and the edge of the rules table: the PATH Act of 2015 (Pub. L. 114-113, Div. Q, §142)
 * renewed WOTC for people who began work after 2014-12-31 and added LTUR from 2016-01-01; IRS Notices
 * 2016-22 and 2016-40 gave those hires more time to send the Form 8850.
 */

/** Unemployed since 2014-01-01 with compensation: 27 weeks or more on every hire date below. */
const LONG_UNEMPLOYED = { unemployed: '1', unemployedDate: '2014-01-01', unemployedState: 'TX' };
/** A disabled veteran unemployed 6 months: a group every row of the table has. */
const VETERAN = { military: '1', militaryDisability: '1', militaryUnemployed6m: '1' };
const OLD = '1970-01-01';

const groupsOn = (hireDate: string) =>
  determineTargetGroups({ answers: { ...LONG_UNEMPLOYED, ...VETERAN }, birthdate: OLD, hireDate }).map((g) => [g.code, g.maxCredit]);

describe('determineTargetGroups at the edge of the rules table', () => {
  it.each([
    ['2014-12-31', 'no rules'],
    ['2015-01-01', [['VET_DISABLED_UNEMPLOYED_6M', 9600], ['VET_UNEMPLOYED_6M', 5600]]],
    ['2015-12-31', [['VET_DISABLED_UNEMPLOYED_6M', 9600], ['VET_UNEMPLOYED_6M', 5600]]],
    ['2016-01-01', [['VET_DISABLED_UNEMPLOYED_6M', 9600], ['VET_UNEMPLOYED_6M', 5600], ['LTUR', 2400]]],
  ] as const)('hired on %s → %j', (hireDate, expected) => {
    if (expected === 'no rules') expect(() => groupsOn(hireDate)).toThrow(new NoWotcRulesError(hireDate, '2015-01-01'));
    else expect(groupsOn(hireDate)).toEqual(expected);
  });

  it('before the hire date is known, judges on today (a pre-screening signed in 2015 finds no LTUR)', () => {
    const codes = (today: string) => determineTargetGroups({ answers: LONG_UNEMPLOYED, birthdate: OLD, hireDate: null, today }).map((g) => g.code);
    expect(codes('2015-12-31')).toEqual([]);
    expect(codes('2016-01-01')).toEqual(['LTUR']);
  });
});

describe('programStatus and the claims of a 2015 hire', () => {
  it.each([
    ['2014-12-31', 'no rules'],
    ['2015-01-01', 'authorized'],
    ['2015-12-31', 'authorized'],
    ['2016-01-01', 'authorized'],
  ] as const)('%s → %s', (date, expected) => {
    if (expected === 'no rules') expect(() => programStatus(date)).toThrow(NoWotcRulesError);
    else expect(programStatus(date)).toBe(expected);
  });

  it('credits a 2015 hire by tax year at the same rates: SNAP, 450 h, $4,000 + $4,000 → $1,600 + $800', () => {
    const years = creditsByTaxYear({
      group: 'SNAP',
      startDate: '2015-07-01',
      records: [
        { taxYear: 2015, hours: 300, firstYearWages: 4000 },
        { taxYear: 2016, hours: 150, firstYearWages: 4000 },
      ],
    });
    expect(years.map((y) => [y.taxYear, y.line, y.credit])).toEqual([
      [2015, '1b', 1600],
      [2016, '1b', 800],
    ]);
  });

  it('refuses a hire before the table by naming its date', () => {
    expect(() => creditsByTaxYear({ group: 'SNAP', startDate: '2014-12-31', records: [] })).toThrow(
      'The WOTC rules in ClearHire start with people who began work on 2015-01-01; 2014-12-31 is before that.',
    );
  });
});

describe('wotcSubmissionDeadline: IRS transition relief after the retroactive renewal (rules data)', () => {
  it.each([
    // Outside the relief: the statute's 28 days (IRC §51(d)(13)(A)(ii)).
    ['2014-12-31', '2015-01-28'],
    // Notice 2016-22, as expanded by Notice 2016-40: started 2015-01-01 .. 2016-08-31 → file by 2016-09-28.
    ['2015-01-01', '2016-09-28'],
    ['2015-12-31', '2016-09-28'],
    ['2016-01-01', '2016-09-28'],
    ['2016-08-31', '2016-09-28'],
    // The first start after the relief: 28 days, which happens to fall on 2016-09-29.
    ['2016-09-01', '2016-09-29'],
    ['2025-03-03', '2025-03-31'],
  ])('start %s → due %s', (startDate, due) => {
    expect(wotcSubmissionDeadline(startDate)).toBe(due);
  });

  it('relief only ever gives more time: the later of the 28th day and the relief date', () => {
    const relief = [{ startFrom: '2016-08-01', startThrough: '2016-08-31', fileBy: '2016-08-20', source: 'test' }];
    expect(wotcSubmissionDeadline('2016-08-10', relief)).toBe('2016-09-07');
    expect(wotcSubmissionDeadline('2016-07-20', relief)).toBe('2016-08-17');
  });

  it('names its sources', () => {
    expect(FORM_8850_DEADLINE_RELIEFS.map((r) => r.source)).toEqual(['IRS Notice 2016-22', 'IRS Notice 2016-40']);
  });
});
