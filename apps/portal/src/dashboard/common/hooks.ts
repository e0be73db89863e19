import { useEffect, useState } from 'react';

/** The browser tab names the page, so several open dashboard tabs can be told apart. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ClearHire`;
  }, [title]);
}

/** Waits for typing to pause before a value is used in a request. */
export const TYPING_PAUSE_MS = 300;

export function useDebouncedValue<T>(value: T, delayMs = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
