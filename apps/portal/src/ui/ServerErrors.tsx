import { useEffect, useRef } from 'react';
import type { ApiErrorItem } from '../api/errors';
import { focusFirstInvalid, formOfSummary } from './form/focus';
import { SCROLL_DELAY_MS } from './scroll';

interface Props {
  errors: ApiErrorItem[];
  /** docs/product.md §8: most forms scroll (smoothly) to their errors; the ERD and add-employee forms do not. */
  scroll?: boolean;
  title?: string;
}

/**
 * The server's errors listed together at the top of a form, announced to screen readers.
 *
 * A form's refused submission also moves the keyboard focus (the submit button, disabled while the
 * call ran, would otherwise leave it on the page's body): to the first field the server named, which
 * shows its message under it, else to this list. It moves once per new set of errors, read by their
 * text, so a list rebuilt on every render (`apiErrors(error)` inline) never takes the focus back.
 * A list that speaks for no form (a failed download) leaves the focus where it is.
 */
export function ServerErrors({ errors, scroll = true, title = 'Please correct the following:' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.map((e) => `${e.param ?? ''}\u0000${e.msg}`).join('\u0001');
  useEffect(() => {
    if (!shown) return;
    // After the fields named by the server have drawn their errors (set by the form as this list arrives).
    const timer = setTimeout(() => {
      const summary = ref.current;
      const form = summary && formOfSummary(summary);
      if (!summary || (!form && !scroll)) return;
      if (form && focusFirstInvalid(form)) return;
      if (form) summary.focus({ preventScroll: true });
      // Only as far as needed: a list already in view stays put, so the heading above it stays in view too.
      summary.scrollIntoView?.({ behavior: scroll ? 'smooth' : 'auto', block: 'nearest' });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown, scroll]);
  if (!errors.length) return <div ref={ref} role="alert" aria-live="assertive" />;
  return (
    <div ref={ref} className="server-errors" role="alert" aria-live="assertive" tabIndex={-1}>
      <p className="server-errors__title">{title}</p>
      <ul>
        {errors.map((e, i) => (
          <li key={`${e.param ?? ''}-${i}`}>{e.msg}</li>
        ))}
      </ul>
    </div>
  );
}
