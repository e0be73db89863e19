import type { RefObject } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { askedQuestions } from '@clearhire/domain';
import { useMessages } from '../i18n/language';
import type { PrescreeningValues } from './questionnaire';
import { QuestionField } from './QuestionField';
import { FormStep } from '../layout/FormStep';
import styles from '../layout/form.module.css';

/**
 * Page 2: the eligibility questions. Follow-ups appear under their question as soon as the answer
 * that opens them is given (docs/product.md §2), and disappear again when it changes: the questionnaire
 * as libs/domain's askedQuestions puts it to the applicant.
 */
export function QuestionsStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { prescreening: text, common } = useMessages();
  const { control } = useFormContext<PrescreeningValues>();
  const values = useWatch({ control }) as PrescreeningValues;

  return (
    <FormStep id="prescreening-questions" heading={text.questionsHeading} headingRef={headingRef}>
      <p>{text.questionsIntro}</p>
      <p className={styles.muted}>{common.requiredNote}</p>
      {askedQuestions(values).map(({ question, followUps }) => (
        <div key={question}>
          <QuestionField field={question} />
          {followUps.length > 0 && (
            <div className={styles.followUps}>
              {followUps.map((field) => (
                <QuestionField key={field} field={field} />
              ))}
            </div>
          )}
        </div>
      ))}
    </FormStep>
  );
}
