import { useLayoutEffect } from 'react';

/**
 * The element holding a form's first screen in the HTML the API sends (forms/<page>.<language>.html,
 * written by tools/prerender.mjs from src/prerender.tsx), painted before any script runs. It sits
 * before `<div id="root">`, which stays hidden while it is there (styles/global.css); the form's
 * layout removes it once the page has read its link and drawn its own screen (FormLayout.tsx).
 */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * Takes the HTML's first screen away once the page's own screen is `drawn`, in the same commit (a
 * layout effect), never leaving a blank page or both screens at once.
 */
export function useReplaceFirstScreen(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) document.getElementById(FIRST_SCREEN_ID)?.remove();
  }, [drawn]);
}
