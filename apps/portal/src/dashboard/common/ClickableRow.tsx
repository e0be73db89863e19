import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './dashboard.module.css';

/**
 * A table row that opens its record when clicked anywhere (docs/product.md §2). This is a pointer
 * shortcut only: every such row also holds a View link, which is the keyboard and screen-reader
 * route, so the row itself is not made focusable (no duplicate tab stops).
 */
export function ClickableRow({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLTableRowElement>) => {
    // Links and buttons inside the row do their own thing; selecting text is not a click.
    if ((event.target as HTMLElement).closest('a, button, select, input')) return;
    if (window.getSelection?.()?.toString()) return;
    navigate(to);
  };
  return (
    <tr className={styles.clickableRow} onClick={open}>
      {children}
    </tr>
  );
}
