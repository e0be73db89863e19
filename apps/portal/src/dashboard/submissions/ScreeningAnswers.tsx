import { ANSWER_KINDS, US_STATES, type AnswerField } from '@clearhire/contracts';
import { askedQuestions } from '@clearhire/domain';
import { formatDate } from '../../ui/format';
import { ANSWER_LABELS } from './answer-labels';
import styles from './submissions.module.css';

type Answers = Record<string, string | null>;

/** '1' yes, '0' no; anything else was stored as unknown (docs/product.md §3). */
function readAnswer(field: AnswerField, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Not answered';
  const kind = ANSWER_KINDS[field];
  if (kind === 'date') return formatDate(value) || value;
  if (kind === 'state') return US_STATES.find((s) => s.code === value)?.name ?? value;
  if (kind !== 'yesNo') return value;
  if (value === '1') return 'Yes';
  if (value === '0') return 'No';
  return 'Unknown';
}

/**
 * The WOTC answers, each with the follow-ups the form actually asked, in the form's order: a
 * follow-up shows only under a '1' parent, snap3 only under a '0' snap (askedQuestions in @clearhire/domain).
 */
export function ScreeningAnswers({ answers }: { answers: Answers }) {
  return (
    <section aria-labelledby="answers-title" className="card">
      <h2 id="answers-title">WOTC Answers</h2>
      <ul className={styles.answers}>
        {askedQuestions(answers).map(({ question, followUps }) => (
          <li key={question} className={styles.answer}>
            <span className={styles.answerQuestion}>{ANSWER_LABELS[question]}:</span>{' '}
            <span className={styles.answerValue}>{readAnswer(question, answers[question])}</span>
            {followUps.length > 0 && (
              <ul className={styles.followUps}>
                {followUps.map((field) => (
                  <li key={field} data-answer={field}>
                    {ANSWER_LABELS[field]}: <span className={styles.answerValue}>{readAnswer(field, answers[field])}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
