import type { ScreeningAnswersInput } from '../inputs';
import { form8850Statements } from './form-8850-statements';

const SIGNED_ON = '2025-03-03';
const UNDER_40 = '1995-06-15';
const OVER_40 = '1980-01-01';

function checked(answers: ScreeningAnswersInput, birthdate = UNDER_40, conditionallyCertified = false): number[] {
  return form8850Statements({ answers, birthdate, signedOn: SIGNED_ON, conditionallyCertified })
    .filter((s) => s.checked)
    .map((s) => s.number);
}

describe('form8850Statements: lines 1-7 from the answers (docs/compliance.md §1.3)', () => {
  it.each<[string, ScreeningAnswersInput, number[]]>([
    ['nothing answered yes', { military: '0', snap: '0', snap3: '0', tanf: '0', ssi: '0', vr: '0', unemployed: '0', felony: '0' }, []],
    ['TANF any 9 of the past 18 months (IV-A)', { tanf: '1', tanfAssistance9: '1', tanfTime: '9 to 17 months' }, [2]],
    ['veteran in a SNAP family', { military: '1', militarySnap: '1', militaryUnemployed6m: '0' }, [2]],
    ['vocational rehabilitation referral', { vr: '1', vrService: 'State Agency' }, [2]],
    ['SNAP for the past 6 months, aged 18-39', { snap: '1' }, [2]],
    ['SNAP 3 of the past 5 months, no longer eligible', { snap: '0', snap3: '1' }, [2]],
    ['felony conviction within the past year', { felony: '1', felonyConviction: '2024-06-01' }, [2]],
    ['SSI in the past 60 days', { ssi: '1' }, [2]],
    ['veteran unemployed 4 weeks to 6 months', { military: '1', militaryUnemployed6m: '0', militaryUnemployed4w: '1' }, [2]],
    ['veteran unemployed 6 months or more', { military: '1', militaryUnemployed6m: '1' }, [3]],
    ['disabled veteran discharged within the year', { military: '1', militaryUnemployed6m: '0', militaryDisability: '1', militaryReleased: '1' }, [4]],
    ['disabled veteran unemployed 6 months (also a veteran unemployed 6 months)', { military: '1', militaryUnemployed6m: '1', militaryDisability: '1' }, [3, 5]],
    ['TANF for 18 months', { tanf: '1', tanfAssistance18: '1', tanfTime: '18 months or more' }, [6]],
    ['TANF stopped by a time limit', { tanf: '1', tanfStopped: '1' }, [6]],
    ['unemployed 27 weeks or more', { unemployed: '1', unemployedDate: '2024-06-01' }, [7]],
  ])('%s', (_name, answers, lines) => {
    expect(checked(answers)).toEqual(lines);
  });

  it.each<[string, ScreeningAnswersInput, string]>([
    ['SNAP at 40 or older', { snap: '1' }, OVER_40],
    ['a felony more than a year ago', { felony: '1', felonyConviction: '2023-01-01', felonyRelease: '2023-06-01' }, UNDER_40],
    ['unemployed only 10 weeks', { unemployed: '1', unemployedDate: '2024-12-23' }, UNDER_40],
    ['a SNAP follow-up left over after "not a veteran"', { military: '0', militarySnap: '1' }, UNDER_40],
    ['TANF under 9 months', { tanf: '1', tanfAssistance9: '1', tanfTime: 'Less than 9 months' }, UNDER_40],
  ])('leaves line 2-7 unchecked for %s', (_name, answers, birthdate) => {
    expect(checked(answers, birthdate)).toEqual([]);
  });

  it('checks line 1 only for a conditional certification', () => {
    expect(checked({ ssi: '1' }, UNDER_40, true)).toEqual([1, 2]);
    expect(checked({ ssi: '1' }, UNDER_40, false)).toEqual([2]);
  });

  it('measures "the past year" on the signing day, not later', () => {
    // Conviction 2024-03-10 is within a year of 2025-03-03 but not of a later hire date.
    expect(checked({ felony: '1', felonyConviction: '2024-03-10' })).toEqual([2]);
  });

  it('lists all seven lines in order with their text', () => {
    const lines = form8850Statements({ answers: {}, birthdate: null, signedOn: SIGNED_ON });
    expect(lines.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(lines[1].bullets).toHaveLength(7);
    expect(lines.every((l) => l.text.startsWith('Check here if'))).toBe(true);
  });
});
