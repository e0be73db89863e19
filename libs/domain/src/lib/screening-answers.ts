import { SCREENING_ANSWER_FIELDS, SCREENING_QUESTIONNAIRE, type AnswerField, type FollowUpCondition, type ScreeningAnswers, type ScreeningQuestion } from '@clearhire/contracts';

type RawAnswers = Partial<Record<AnswerField, string | null | undefined>>;

/** A main question of the pre-screening and the follow-ups the applicant's answers led to, in the form's order. */
export interface AskedQuestion {
  readonly question: ScreeningQuestion;
  readonly followUps: readonly AnswerField[];
}

function conditionHolds(condition: FollowUpCondition, answers: RawAnswers): boolean {
  const given = answers[condition.field];
  return 'is' in condition ? given === condition.is : given !== condition.isNot;
}

/**
 * The questionnaire as it was put to an applicant, given the answers (docs/product.md §2): every main
 * question, each with the follow-ups its answer opens in contracts' SCREENING_QUESTIONNAIRE (a yes; for
 * SNAP a no), and of those only the ones whose own condition on an earlier follow-up holds (the
 * military block has two shapes depending on militaryUnemployed6m). The form draws its page 2 from
 * this and the submission detail its answers, so both show a follow-up only under its question.
 */
export function askedQuestions(answers: RawAnswers): AskedQuestion[] {
  return SCREENING_QUESTIONNAIRE.map(({ question, followUpsOn, followUps }) => ({
    question,
    followUps: answers[question] !== followUpsOn ? [] : followUps.filter(({ onlyIf }) => !onlyIf || conditionHolds(onlyIf, answers)).map(({ field }) => field),
  }));
}

/** Which questions of the pre-screening form were asked, given the answers (askedQuestions, as one set). */
export function applicableAnswerFields(answers: RawAnswers): Set<AnswerField> {
  return new Set(askedQuestions(answers).flatMap(({ question, followUps }) => [question, ...followUps]));
}

/**
 * The answers worth keeping: those of questions that were asked. A follow-up left over from a
 * parent the applicant changed afterwards is dropped rather than stored as if it applied.
 */
export function keepAskedAnswers(answers: RawAnswers): ScreeningAnswers {
  const asked = applicableAnswerFields(answers);
  const kept = {} as Record<AnswerField, string | null>;
  for (const field of SCREENING_ANSWER_FIELDS) {
    const value = answers[field];
    kept[field] = asked.has(field) && value !== undefined && value !== '' ? value : null;
  }
  return kept as ScreeningAnswers;
}
