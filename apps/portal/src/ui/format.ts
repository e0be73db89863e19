import { format, parseISO, isValid } from 'date-fns';

/** docs/product.md §9: dates as day, abbreviated English month, year (`22 Nov 2026`). Calendar dates are not shifted by time zone. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMM yyyy') : '';
}

export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: n % 1 ? 2 : 0 }) : '';
}

/** An instant (ISO date-time) in the viewer's own time: `22 Nov 2026, 14:05`. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMM yyyy, HH:mm') : '';
}
