import type { RefObject } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useMessages } from '../i18n/language';
import { QUESTION_BLOCKS, visibleQuestions, type PrescreeningValues } from './questionnaire';
import { QuestionField } from './QuestionField';
import { FormStep } from '../layout/FormStep';
import styles from '../layout/form.module.css';

/**
 * Page 2: the eligibility questions. Follow-ups appear under their question as soon as the answer
 * that opens them is given (docs/product.md §2), and disappear again when it changes.
 */
export function QuestionsStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { prescreening: text, common } = useMessages();
  const { control } = useFormContext<PrescreeningValues>();
  const values = useWatch({ control }) as PrescreeningValues;
  const visible = new Set(visibleQuestions(values));

  return (
    <FormStep id="prescreening-questions" heading={text.questionsHeading} headingRef={headingRef}>
      <p>{text.questionsIntro}</p>
      <p className={styles.muted}>{common.requiredNote}</p>
      {QUESTION_BLOCKS.map(({ question, followUps }) => {
        const shown = followUps.filter((field) => visible.has(field));
        return (
          <div key={question}>
            <QuestionField field={question} />
            {shown.length > 0 && (
              <div className={styles.followUps}>
                {shown.map((field) => (
                  <QuestionField key={field} field={field} />
                ))}
              </div>
            )}
          </div>
        );
      })}
    </FormStep>
  );
}
