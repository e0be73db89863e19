import {
  SCREENING_QUESTIONS,
  VALUE_FIELDS,
  YES_NO_FOLLOW_UPS,
  type AnswerField,
  type ScreeningAnswers,
} from '@clearhire/contracts';

type RawAnswers = Partial<Record<AnswerField, string | null | undefined>>;

/**
 * Which questions of the pre-screening form were asked, given the answers (docs/product.md §2):
 * a follow-up is asked only under a '1' parent, except snap3, which is asked when snap is '0'.
 * The military block has two shapes depending on militaryUnemployed6m.
 */
export function applicableAnswerFields(answers: RawAnswers): Set<AnswerField> {
  const asked = new Set<AnswerField>(SCREENING_QUESTIONS);
  if (answers.military === '1') {
    asked.add('militaryUnemployed6m');
    const longTerm = answers.militaryUnemployed6m === '1';
    if (!longTerm) asked.add('militaryUnemployed4w');
    for (const f of ['militarySnap', 'militaryDisability', 'militaryReleased', 'militaryYear'] as const) asked.add(f);
    if (longTerm) asked.add('militaryBranch');
  }
  if (answers.snap === '0') asked.add('snap3');
  if (answers.tanf === '1') {
    for (const f of ['tanfState', 'tanfStopped', 'tanfAssistance9', 'tanfAssistance18', 'tanfTime'] as const) asked.add(f);
  }
  if (answers.vr === '1') asked.add('vrService');
  if (answers.unemployed === '1') {
    asked.add('unemployedDate');
    asked.add('unemployedState');
  }
  if (answers.felony === '1') {
    for (const f of [
      'felonyConviction',
      'felonyRelease',
      'felonyState',
      'felonyType',
      'felonyAdjudication',
      'felonyWrp',
    ] as const)
      asked.add(f);
  }
  return asked;
}

/**
 * The answers worth keeping: those of questions that were asked. A follow-up left over from a
 * parent the applicant changed afterwards is dropped rather than stored as if it applied.
 */
export function keepAskedAnswers(answers: RawAnswers): ScreeningAnswers {
  const asked = applicableAnswerFields(answers);
  const kept = {} as Record<AnswerField, string | null>;
  for (const field of [...SCREENING_QUESTIONS, ...YES_NO_FOLLOW_UPS, ...VALUE_FIELDS]) {
    const value = answers[field];
    kept[field] = asked.has(field) && value !== undefined && value !== '' ? value : null;
  }
  return kept as ScreeningAnswers;
}
