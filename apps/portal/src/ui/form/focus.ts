/**
 * Where the keyboard focus goes when a form is refused. The kit's controls mark a control that shows
 * an error with aria-invalid="true" (Fields.tsx; the applicant's file inputs do the same), so the page
 * itself says which fields are wrong and in what order: the first in the DOM is the first the person
 * reads, whatever order react-hook-form registered the fields in (a form's own fields register before
 * those of the blocks it draws, such as the name and password pairs).
 */
const INVALID = '[aria-invalid="true"]';

/** Focuses the first control of `root` that shows an error, in document order; false when none took the focus. */
export function focusFirstInvalid(root: ParentNode): boolean {
  for (const control of root.querySelectorAll<HTMLElement>(INVALID)) {
    if (control.closest('[hidden], [inert]')) continue;
    // The browser scrolls it into view if needed; scroll-margin-top (global.css) keeps it and its label clear of the sticky header.
    control.focus();
    if (document.activeElement === control) return true;
  }
  return false;
}

/**
 * The form an error summary speaks for: the one it sits in, or else the first form after it among its
 * siblings (the summary at the top of a card, the form under it). Null for a summary of something
 * else than a form (a failed download, a link that could not be read).
 */
export function formOfSummary(summary: Element): HTMLFormElement | null {
  const around = summary.closest('form');
  if (around) return around;
  for (let next = summary.nextElementSibling; next; next = next.nextElementSibling) {
    if (next instanceof HTMLFormElement) return next;
  }
  return null;
}
