import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { PageLoading } from '../../ui/PageLoading';
import { FieldLocaleProvider, type FieldLocale } from '../../ui/form/field-text';
import { describeError } from '../fields/validation';
import { en, type Messages } from './en';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The visitor's choice survives a reload and the move from one public form to the other. */
export const LANGUAGE_STORAGE_KEY = 'clearhire.language';

// English comes with the page; Spanish is its own small chunk, fetched only by those who need it
// (bundle budget: every public route ≤ 150 KB gzip).
const loaded: Partial<Record<Language, Messages>> = { en };

async function loadMessages(language: Language): Promise<Messages> {
  loaded[language] ??= language === 'es' ? (await import('./es')).es : en;
  return loaded[language];
}

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'en' || value === 'es' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The cookie that tells the API which language the form's first screen is sent in
 * (apps/api/src/app/serve-portal.ts): the HTML is chosen before any script can read local storage.
 */
export const LANGUAGE_COOKIE = 'clearhire.language';

function rememberForServer(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The language the API sent the first screen in, when the cookie named it: read first, so the page goes on in it. */
function serverLanguage(): Language | null {
  for (const part of (globalThis.document?.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && (value === 'en' || value === 'es')) return value;
  }
  return null;
}

/**
 * The cookie's language first (the API chose the first screen by it), then a choice remembered
 * before the cookie existed, then Spanish for any Spanish browser locale (es, es-US, es-MX…), else English.
 */
export function initialLanguage(browserLanguage: string | undefined = globalThis.navigator?.language): Language {
  return serverLanguage() ?? storedLanguage() ?? (browserLanguage?.toLowerCase().startsWith('es') ? 'es' : 'en');
}

interface LanguageContextValue {
  language: Language;
  messages: Messages;
  setLanguage: (language: Language) => void;
}

/** The form kit in the form's language: stored error tokens become sentences, and selects start with "Choose…". */
function formFieldLocale(messages: Messages): FieldLocale {
  return { errorText: (message) => describeError(messages, message), choose: messages.common.choose };
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * Holds the form language and keeps `<html lang>` in step with what is on screen, so screen readers
 * pronounce the page correctly. A switch shows the new language once its texts are there; the rest
 * of the site is English only, so leaving the form puts `lang="en"` back.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState<Language>(() => initialLanguage());
  const [shown, setShown] = useState<{ language: Language; messages: Messages } | null>(() =>
    loaded[requested] ? { language: requested, messages: loaded[requested] } : null,
  );

  useEffect(() => {
    let current = true;
    loadMessages(requested)
      .then((messages) => current && setShown({ language: requested, messages }))
      // Offline: the Spanish texts could not be fetched, so the form stays in English.
      .catch(() => current && setShown({ language: 'en', messages: en }));
    return () => {
      current = false;
    };
  }, [requested]);

  const language = shown?.language;
  // A layout effect, not a passive one: the attribute changes in the same commit as the texts, so
  // a screen reader (or a test) never meets Spanish words under lang="en".
  useLayoutEffect(() => {
    if (!language) return;
    document.documentElement.lang = language;
    rememberForServer(language);
  }, [language]);
  useEffect(() => () => void (document.documentElement.lang = 'en'), []);

  const setLanguage = useCallback((next: Language) => {
    setRequested(next);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      /* storage unavailable (private mode): the choice lasts for this visit */
    }
  }, []);

  const value = useMemo(() => (shown ? { ...shown, setLanguage } : null), [shown, setLanguage]);
  const fieldLocale = useMemo(() => (shown ? formFieldLocale(shown.messages) : null), [shown]);
  if (!value || !fieldLocale) return <PageLoading />;
  return (
    <LanguageContext.Provider value={value}>
      <FieldLocaleProvider locale={fieldLocale}>{children}</FieldLocaleProvider>
    </LanguageContext.Provider>
  );
}

/**
 * One language, its texts at hand: the form's first screen as the build writes it into the HTML
 * (src/prerender.tsx), where nothing can be switched.
 */
export function FixedLanguageProvider({ language, messages, children }: { language: Language; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ language, messages, setLanguage: () => undefined }), [language, messages]);
  return (
    <LanguageContext.Provider value={value}>
      <FieldLocaleProvider locale={formFieldLocale(messages)}>{children}</FieldLocaleProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}

/** The texts of the current language. */
export function useMessages(): Messages {
  return useLanguage().messages;
}
