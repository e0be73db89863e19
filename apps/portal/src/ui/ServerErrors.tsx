import { useEffect, useRef } from 'react';
import type { ApiErrorItem } from '../api/errors';
import { scrollToElement } from './scroll';

interface Props {
  errors: ApiErrorItem[];
  /** docs/product.md §8: most forms scroll to their errors; the ERD and add-employee forms do not. */
  scroll?: boolean;
  title?: string;
}

/** The server's errors listed together at the top of a form, announced to screen readers. */
export function ServerErrors({ errors, scroll = true, title = 'Please correct the following:' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length && scroll) scrollToElement(ref.current);
  }, [errors, scroll]);
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
