/**
 * The element holding a form's first screen in the HTML the API sends (forms/<page>.<language>.html,
 * written by tools/prerender.mjs from src/prerender.tsx), painted before any script runs. It sits
 * before `<div id="root">`, which stays hidden while it is there (styles/global.css); the form's
 * layout removes it once the page has read its link and drawn its own screen (FormLayout.tsx).
 */
export const FIRST_SCREEN_ID = 'first-screen';
