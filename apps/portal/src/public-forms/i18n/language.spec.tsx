import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { en } from './en';
import { es } from './es';
import { initialLanguage, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, LanguageProvider, useLanguage } from './language';

// The Spanish chunk is loaded on demand; load it once up front.
beforeAll(() => import('./es'));

/** Every leaf of a dictionary as "path: kind", so the two languages can be compared shape for shape. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}: function/${value.length}`];
  if (typeof value === 'string') return [`${path}: string`];
  if (Array.isArray(value)) return [`${path}: array/${value.length}`, ...value.flatMap((v, i) => shape(v, `${path}[${i}]`))];
  return Object.entries(value as object).flatMap(([key, v]) => shape(v, path ? `${path}.${key}` : key));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (...n: unknown[]) => string)(3, 9))];
  return Object.values(value as object).flatMap(strings);
}

describe('dictionaries', () => {
  it('Spanish has exactly the texts English has (lists of the same length included)', () => {
    expect(shape(es)).toEqual(shape(en));
  });

  it('has no empty text in either language', () => {
    for (const dictionary of [en, es]) expect(strings(dictionary).filter((text) => !text.trim())).toEqual([]);
  });
});

describe('choosing the language', () => {
  it('follows the browser: any Spanish locale gives Spanish, anything else English', () => {
    expect(initialLanguage('es')).toBe('es');
    expect(initialLanguage('es-US')).toBe('es');
    expect(initialLanguage('en-US')).toBe('en');
    expect(initialLanguage('fr-FR')).toBe('en');
    expect(initialLanguage(undefined)).toBe('en');
  });

  it('goes on in the language the first screen was sent in: the cookie comes before a remembered choice and the browser', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    document.cookie = `${LANGUAGE_COOKIE}=es; path=/`;
    expect(initialLanguage('en-US')).toBe('es');
    document.cookie = `${LANGUAGE_COOKIE}=fr; path=/`;
    expect(initialLanguage('es-MX')).toBe('en');
  });

  it('prefers the choice remembered in localStorage', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(initialLanguage('en-US')).toBe('es');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(initialLanguage('es-MX')).toBe('en');
  });

  it('sets <html lang>, remembers a switch, and gives lang="en" back when the form is left', async () => {
    let switchTo: (language: 'en' | 'es') => void = () => undefined;
    function Probe() {
      const { messages, setLanguage } = useLanguage();
      switchTo = setLanguage;
      return <p>{messages.common.submit}</p>;
    }
    const view = render(
      <LanguageProvider>
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByText('Submit')).toBeTruthy();
    act(() => switchTo('es'));
    expect(await screen.findByText('Enviar')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    view.unmount();
    expect(document.documentElement.lang).toBe('en');
  });
});
