import { createContext, useContext, type ReactNode } from 'react';

/** What a control needs from react-hook-form's error: its message (a sentence, or a token a locale turns into one). */
export interface FieldErrorLike {
  message?: string;
}

/** How a form area words its fields: the public forms translate stored tokens and ask to choose in the form's language. */
export interface FieldLocale {
  /** The text to show for an error's message; the default shows the message as it is. */
  errorText(message: string | undefined): string | undefined;
  /** The first, empty option of a select when the form does not name its own. */
  choose?: string;
}

const ENGLISH_AS_WRITTEN: FieldLocale = {
  errorText: (message) => message || undefined,
};

const FieldLocaleContext = createContext<FieldLocale>(ENGLISH_AS_WRITTEN);

export function FieldLocaleProvider({ locale, children }: { locale: FieldLocale; children: ReactNode }) {
  return <FieldLocaleContext.Provider value={locale}>{children}</FieldLocaleContext.Provider>;
}

export function useFieldLocale(): FieldLocale {
  return useContext(FieldLocaleContext);
}

/** The error to show under a field, whether the form holds react-hook-form's error object or a plain sentence. */
export function useErrorText(error: FieldErrorLike | string | undefined): string | undefined {
  const { errorText } = useFieldLocale();
  return errorText(typeof error === 'string' ? error : error?.message);
}
