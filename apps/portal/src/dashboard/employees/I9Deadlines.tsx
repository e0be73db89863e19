import { daysLeftText } from '@clearhire/contracts';
import type { EmployeeListItem } from '../../api/generated';
import { formatDate } from '../../ui/format';
import styles from './section2/section2.module.css';
import shared from '../common/dashboard.module.css';

/**
 * Where the Form I-9 stands against its deadlines: Section 2 within 3 business days of the first
 * day (a countdown in the company's business days, the unit the API answers it in), and the
 * reverification date once one is set.
 */
export function I9Deadlines({ employee }: { employee: EmployeeListItem }) {
  const { section2_due_date: due, section2_days_left: left, section2_days_unit: unit, section2_late: late, reverify_by: reverify } = employee;
  if (!due && !reverify) return null;
  return (
    <ul className={shared.plainList}>
      {due && left !== null && unit && (
        <li className={`${styles.deadline} ${late ? styles.late : ''}`}>
          Section 2 due {formatDate(due)}: {daysLeftText(left, unit)}
        </li>
      )}
      {reverify && <li className={styles.deadline}>Reverify by {formatDate(reverify)} (Supplement B)</li>}
    </ul>
  );
}

/** The short note of the employees list: the Section 2 due date while it is open, and the reverification date. */
export function deadlineNote(employee: EmployeeListItem): string {
  const parts: string[] = [];
  if (employee.i9_status !== 'verified' && employee.section2_due_date) {
    parts.push(`Section 2 due ${formatDate(employee.section2_due_date)}${employee.section2_late ? ' (late)' : ''}`);
  }
  if (employee.reverify_by) parts.push(`Reverify by ${formatDate(employee.reverify_by)}`);
  return parts.join(' · ');
}
