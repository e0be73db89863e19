import fc from 'fast-check';
import { ANSWER_KINDS, SCREENING_ANSWER_FIELDS, SCREENING_QUESTIONNAIRE, SCREENING_QUESTIONS } from '@clearhire/contracts';
import { applicableAnswerFields, askedQuestions, keepAskedAnswers } from './screening-answers';

const followUpsOf = (question: string, answers: Parameters<typeof askedQuestions>[0]) => askedQuestions(answers).find((b) => b.question === question)?.followUps;

describe('askedQuestions', () => {
  it('asks the eight questions, in the form order, and no follow-up before anything is answered', () => {
    expect(askedQuestions({})).toEqual(SCREENING_QUESTIONS.map((question) => ({ question, followUps: [] })));
  });

  it.each([
    ['TANF yes: where, how long, then the windows of Form 8850 lines 2 and 6', 'tanf', { tanf: '1' }, ['tanfState', 'tanfTime', 'tanfAssistance9', 'tanfAssistance18', 'tanfStopped']],
    ['TANF no', 'tanf', { tanf: '0' }, []],
    ['TANF not answered', 'tanf', { tanf: null }, []],
    ['TANF stored as unknown', 'tanf', { tanf: 'Y' }, []],
    ['SNAP no: 3 of the past 5 months', 'snap', { snap: '0' }, ['snap3']],
    ['SNAP yes', 'snap', { snap: '1' }, []],
    ['SNAP not answered', 'snap', {}, []],
    ['veteran, 6 months not answered yet: the 4-week question, no branch', 'military', { military: '1' }, ['militaryUnemployed6m', 'militaryUnemployed4w', 'militarySnap', 'militaryDisability', 'militaryReleased', 'militaryYear']],
    ['veteran, not 6 months', 'military', { military: '1', militaryUnemployed6m: '0' }, ['militaryUnemployed6m', 'militaryUnemployed4w', 'militarySnap', 'militaryDisability', 'militaryReleased', 'militaryYear']],
    ['veteran, 6 months: the branch, no 4-week question', 'military', { military: '1', militaryUnemployed6m: '1' }, ['militaryUnemployed6m', 'militarySnap', 'militaryDisability', 'militaryReleased', 'militaryYear', 'militaryBranch']],
    ['not a veteran, with follow-ups left over', 'military', { military: '0', militaryUnemployed6m: '1', militaryBranch: 'Navy' }, []],
  ] as const)('%s', (_name, question, answers, followUps) => {
    expect(followUpsOf(question, answers)).toEqual(followUps);
  });

  it('shows each follow-up only under its own question, opened by its answer, in the questionnaire order', () => {
    const answer = fc.constantFrom('1', '0', '', null, 'Y');
    const answers = fc.record(Object.fromEntries(SCREENING_ANSWER_FIELDS.filter((f) => ANSWER_KINDS[f] === 'yesNo').map((f) => [f, answer])), { requiredKeys: [] });
    fc.assert(
      fc.property(answers, (given) => {
        const asked = askedQuestions(given);
        expect(asked.map((b) => b.question)).toEqual(SCREENING_QUESTIONS);
        asked.forEach(({ question, followUps }, i) => {
          const block = SCREENING_QUESTIONNAIRE[i];
          if (given[question] !== block.followUpsOn) expect(followUps).toEqual([]);
          // Its own follow-ups only, and in their order: the questionnaire's list with some left out.
          const own = block.followUps.map((f) => f.field);
          expect(followUps).toEqual(own.filter((f) => followUps.includes(f)));
        });
        expect([...applicableAnswerFields(given)]).toEqual(asked.flatMap((b) => [b.question, ...b.followUps]));
      }),
    );
  });
});


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
    expect(Object.keys(kept)).toEqual(SCREENING_ANSWER_FIELDS);
  });
});
