import { useRef } from 'react';
import { FixedLanguageProvider, useMessages, type Language } from './i18n/language';
import type { Messages } from './i18n/en';
import { FormLayout } from './layout/FormLayout';
import { IntroStep } from './prescreening/IntroStep';
import { NoticeStep } from './i9/NoticeStep';
import styles from './layout/form.module.css';

/** The forms whose first screen the HTML carries: those an applicant or a new employee opens from a link. */
export const FIRST_SCREEN_FORMS = ['prescreening', 'i9'] as const;
export type FirstScreenForm = (typeof FIRST_SCREEN_FORMS)[number];

/**
 * A form's first screen as it stands before the page has read its link: the frame, the title and the
 * introduction with nothing of the link in it (the employer is "this employer", the employee is not
 * greeted by name), its buttons waiting for the script. The build writes it into the form's HTML
 * (src/prerender.tsx), so a phone paints it before any script has run; the page's own screen replaces it.
 */
export function FormFirstScreen({ form, language, messages }: { form: FirstScreenForm; language: Language; messages: Messages }) {
  return (
    <FixedLanguageProvider language={language} messages={messages}>
      {/* As FormsApp draws it. */}
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <FirstScreen form={form} />
    </FixedLanguageProvider>
  );
}

const ignore = () => undefined;

/** The form's title and first step, each as its page draws it, with nothing of the link. */
function FirstScreen({ form }: { form: FirstScreenForm }) {
  const messages = useMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { documentTitle, title } = messages[form];
  return (
    <FormLayout documentTitle={documentTitle} pending>
      <h1 className={styles.title}>{title}</h1>
      {form === 'prescreening' ? (
        <IntroStep companyName={null} headingRef={headingRef} onAnswer={ignore} pending />
      ) : (
        <NoticeStep firstname="" headingRef={headingRef} onAgree={ignore} pending />
      )}
    </FormLayout>
  );
}
