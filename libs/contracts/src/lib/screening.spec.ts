import { ANSWER_KINDS, SCREENING_ANSWER_FIELDS, SCREENING_QUESTIONNAIRE, SCREENING_QUESTIONS, YES_NO_FIELDS } from './screening';

describe('the pre-screening questionnaire', () => {
  it('names every answer field once: the form, the rule and the detail page each show it in one place', () => {
    expect(new Set(SCREENING_ANSWER_FIELDS).size).toBe(SCREENING_ANSWER_FIELDS.length);
    expect(SCREENING_ANSWER_FIELDS).toHaveLength(8 + 22);
  });

  it('asks the eight questions of Form 8850 page 1 in the form order of docs/product.md §2', () => {
    expect(SCREENING_QUESTIONS).toEqual(['military', 'snap', 'tanf', 'ssi', 'vr', 'unemployed', 'felony', 'woc']);
  });

  it('answers every main question yes or no', () => {
    for (const question of SCREENING_QUESTIONS) expect(ANSWER_KINDS[question]).toBe('yesNo');
    expect(YES_NO_FIELDS).toEqual(SCREENING_ANSWER_FIELDS.filter((f) => ANSWER_KINDS[f] === 'yesNo'));
    expect(Object.keys(ANSWER_KINDS).sort()).toEqual([...SCREENING_ANSWER_FIELDS].sort());
  });

  it('makes a follow-up depend only on a yes/no follow-up asked before it under the same question', () => {
    for (const { followUps } of SCREENING_QUESTIONNAIRE) {
      followUps.forEach(({ onlyIf }, i) => {
        if (!onlyIf) return;
        const earlier = followUps.slice(0, i).map((f) => f.field);
        expect(earlier).toContain(onlyIf.field);
        expect(ANSWER_KINDS[onlyIf.field]).toBe('yesNo');
      });
    }
  });

  it('opens follow-ups on a yes, except SNAP, whose "3 of the past 5 months" is asked on a no', () => {
    const openedOnNo = SCREENING_QUESTIONNAIRE.filter((b) => b.followUpsOn === '0').map((b) => b.question);
    expect(openedOnNo).toEqual(['snap']);
  });

  it('asks the TANF windows in the order of Form 8850 (line 2, then line 6) and ETA 9061 (item 12, then item 20)', () => {
    const tanf = SCREENING_QUESTIONNAIRE.find((b) => b.question === 'tanf')?.followUps.map((f) => f.field);
    expect(tanf).toEqual(['tanfState', 'tanfTime', 'tanfAssistance9', 'tanfAssistance18', 'tanfStopped']);
  });
});
