import { applicableAnswerFields, keepAskedAnswers } from './screening-answers';

describe('applicableAnswerFields', () => {
  it.each([
    ['military yes, unemployed 6 months', { military: '1', militaryUnemployed6m: '1' }, ['militaryBranch', 'militarySnap'], ['militaryUnemployed4w']],
    ['military yes, not 6 months', { military: '1', militaryUnemployed6m: '0' }, ['militaryUnemployed4w', 'militaryYear'], ['militaryBranch']],
    ['military no', { military: '0' }, [], ['militaryUnemployed6m', 'militarySnap', 'militaryYear']],
    ['snap no asks snap3', { snap: '0' }, ['snap3'], []],
    ['snap yes skips snap3', { snap: '1' }, [], ['snap3']],
    ['tanf yes', { tanf: '1' }, ['tanfState', 'tanfTime', 'tanfAssistance18'], []],
    ['vr yes', { vr: '1' }, ['vrService'], []],
    ['unemployed yes', { unemployed: '1' }, ['unemployedDate', 'unemployedState'], []],
    ['felony yes', { felony: '1' }, ['felonyConviction', 'felonyRelease', 'felonyState', 'felonyType', 'felonyAdjudication', 'felonyWrp'], []],
    ['felony no', { felony: '0' }, [], ['felonyConviction']],
  ] as const)('%s', (_name, answers, asked, notAsked) => {
    const fields = applicableAnswerFields(answers);
    for (const f of asked) expect(fields.has(f)).toBe(true);
    for (const f of notAsked) expect(fields.has(f)).toBe(false);
    expect(fields.has('woc')).toBe(true);
  });
});

describe('keepAskedAnswers', () => {
  it('drops follow-ups whose parent was not answered yes', () => {
    const kept = keepAskedAnswers({ felony: '0', felonyType: 'State', vr: '1', vrService: 'State Agency' });
    expect(kept.felonyType).toBeNull();
    expect(kept.vrService).toBe('State Agency');
    expect(kept.felony).toBe('0');
  });

  it('keeps unanswered questions as null', () => {
    const kept = keepAskedAnswers({});
    expect(kept.military).toBeNull();
    expect(Object.keys(kept)).toHaveLength(8 + 11 + 11);
  });
});
