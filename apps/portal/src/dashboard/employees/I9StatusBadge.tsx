import { I9_STATUS_LABELS, type I9Status } from '@clearhire/contracts';

const BADGE_CLASS: Record<I9Status, string> = {
  pending: 'badge badge--pending',
  submitted: 'badge badge--sent',
  verified: 'badge badge--verified',
};

/** 'I-9 awaiting submission...' | 'Section 2 to complete' | 'Verified' (docs/product.md §4; the words in libs/contracts). */
export function I9StatusBadge({ status }: { status: I9Status }) {
  return <span className={BADGE_CLASS[status]}>{I9_STATUS_LABELS[status]}</span>;
}

export function employeePath(id: string): string {
  return `/dashboard/employees/${encodeURIComponent(id)}`;
}
