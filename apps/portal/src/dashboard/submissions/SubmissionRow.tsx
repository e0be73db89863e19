import { Link } from 'react-router-dom';
import type { SubmissionListItem } from '../../api/generated';
import { formatDate, formatMoney } from '../../ui/format';
import { StatusBadge } from '../common/StatusBadge';
import { CompanyName } from '../common/CompanyName';
import { ClickableRow } from '../common/ClickableRow';
import { TableHead } from '../common/TableHead';
import shared from '../common/dashboard.module.css';

export function submissionPath(id: string): string {
  return `/dashboard/submissions/${encodeURIComponent(id)}`;
}

/** Column headings of every submissions table; Company only for administrators (docs/product.md §6), Location for a user of several. */
export function submissionHeaders(showCompany: boolean, showLocation = false): string[] {
  return ['Name', 'Status', 'Largest Credit', 'Date Submitted', ...(showCompany ? ['Company'] : []), ...(showLocation ? ['Location'] : []), 'Actions'];
}

export function SubmissionTableHead({ showCompany }: { showCompany: boolean }) {
  return <TableHead headers={submissionHeaders(showCompany)} />;
}

export function submissionColumns(showCompany: boolean): number {
  return submissionHeaders(showCompany).length;
}

/** The best target group's credit, with the group named under it; a dash when no group is confirmed. */
function LargestCredit({ item }: { item: SubmissionListItem }) {
  if (!item.target_group_name || item.max_credit <= 0) return <span aria-label="None">—</span>;
  return (
    <>
      {formatMoney(item.max_credit)}
      <span className={shared.cellNote}>{item.target_group_name}</span>
    </>
  );
}

/** Clicking anywhere on the row opens the submission; the View link does the same from the keyboard. */
export function SubmissionRow({ item, showCompany, showLocation = false }: { item: SubmissionListItem; showCompany: boolean; showLocation?: boolean }) {
  const path = submissionPath(item.id);
  const name = `${item.firstname} ${item.lastname}`;
  return (
    <ClickableRow to={path}>
      <td>{name}</td>
      <td>
        <StatusBadge status={item.status} />
      </td>
      <td>
        <LargestCredit item={item} />
      </td>
      <td>{formatDate(item.created_at)}</td>
      {showCompany && (
        <td>
          <CompanyName name={item.company_name} />
        </td>
      )}
      {showLocation && <td>{item.location.name}</td>}
      <td>
        <Link to={path}>
          View <span className="visually-hidden">submission of {name}</span>
        </Link>
      </td>
    </ClickableRow>
  );
}
