import { ERD_STATUS_LABELS, type ErdStatus } from '@clearhire/contracts';

const BADGE_CLASS: Record<ErdStatus, string> = {
  'not-submitted': 'badge',
  pending: 'badge badge--pending',
  approved: 'badge badge--approved',
};

/** 'ERD Not Submitted Yet' | 'ERD Pending Approval' | 'ERD Approved' (docs/product.md §4). */
export function ErdStatusBadge({ status }: { status: ErdStatus }) {
  return <span className={BADGE_CLASS[status]}>{ERD_STATUS_LABELS[status]}</span>;
}
