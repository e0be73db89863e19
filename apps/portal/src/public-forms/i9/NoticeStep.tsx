import type { RefObject } from 'react';
import { I9_LIST_A, I9_LIST_B, I9_LIST_C } from '@clearhire/contracts';
import { useMessages } from '../i18n/language';
import { FormStep } from '../layout/FormStep';
import styles from '../layout/form.module.css';

interface NoticeStepProps {
  firstname: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAgree: () => void;
  /** The employee reaches for the button (pointer, touch, keyboard focus): time to fetch the form's code. */
  onIntent?: () => void;
  /** Drawn before the page's script runs (the first screen in the HTML): the button waits for it. */
  pending?: boolean;
}

/** Page 0: what Form I-9 is, when Section 1 is due, which documents are acceptable; then "I agree". */
export function NoticeStep({ firstname, headingRef, onAgree, onIntent, pending = false }: NoticeStepProps) {
  const { i9: text, options } = useMessages();
  const lists = [
    { heading: text.listAHeading, documents: I9_LIST_A.map((d) => options.listA[d]) },
    { heading: text.listBHeading, documents: I9_LIST_B.map((d) => options.listB[d]) },
    { heading: text.listCHeading, documents: I9_LIST_C.map((d) => options.listC[d]) },
  ];
  return (
    <FormStep id="i9-notice" heading={text.noticeHeading} headingRef={headingRef}>
      {firstname && <p>{text.greeting(firstname)}</p>}
      <p>{text.noticeWhat}</p>
      <p>{text.noticeWhen}</p>
      <p>{text.noticeDocuments}</p>
      {lists.map(({ heading, documents }) => (
        <div key={heading}>
          <h3>{heading}</h3>
          <ul className={styles.list}>
            {documents.map((document) => (
              <li key={document}>{document}</li>
            ))}
          </ul>
        </div>
      ))}
      <p>{text.noticeFiles}</p>
      <p>{text.noticeAgree}</p>
      <button type="button" className="button" disabled={pending} onClick={onAgree} onPointerOver={onIntent} onTouchStart={onIntent} onFocus={onIntent}>
        {text.agree}
      </button>
    </FormStep>
  );
}
