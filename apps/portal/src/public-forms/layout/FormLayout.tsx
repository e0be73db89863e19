import { useEffect, type ReactNode } from 'react';
import { useReplaceFirstScreen } from './first-screen';
import { LANGUAGES, useLanguage, type Language } from '../i18n/language';
import styles from './form-layout.module.css';

/** How each language names itself, in its own language (and marked so screen readers pronounce it). */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

interface FormLayoutProps {
  /** The browser tab title, in the current language. */
  documentTitle: string;
  children: ReactNode;
  /** The page is still reading its link: the first screen the HTML came with stays in its place. */
  pending?: boolean;
}

/**
 * The frame of a public form: the ClearHire name and the language switch, no marketing header or
 * links that would take an applicant away mid-form. Owns the page's one <main id="main">.
 */
export function FormLayout({ documentTitle, children, pending = false }: FormLayoutProps) {
  const { language, setLanguage, messages } = useLanguage();
  // The page's own screen replaces the HTML's first screen (global.css hides it until then).
  useReplaceFirstScreen(!pending);
  useEffect(() => {
    document.title = `${documentTitle} | ${messages.common.brand}`;
  }, [documentTitle, messages.common.brand]);

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
            <rect width="24" height="24" rx="6" fill="currentColor" />
            <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {messages.common.brand}
        </span>
        <div role="group" aria-label={messages.common.languageLabel} className={styles.languages}>
          {LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={language === code}
              // Before the page's script runs (its first screen in the HTML) a switch could do nothing.
              disabled={pending}
              className={language === code ? `${styles.language} ${styles.languageActive}` : styles.language}
              onClick={() => setLanguage(code)}
            >
              {LANGUAGE_NAMES[code]}
            </button>
          ))}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
