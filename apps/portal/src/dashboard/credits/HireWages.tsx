import { useState } from 'react';
import { useWagesRemoveMutation, type CertifiedHireCredit, type WageRecordView } from '../../api/generated';
import { apiErrors, type ApiErrorItem } from '../../api/errors';
import { formatMoney } from '../../ui/format';
import { ServerErrors } from '../../ui/ServerErrors';
import { TableScroll } from '../common/TableScroll';
import { WageRecordForm } from './WageRecordForm';
import shared from '../common/dashboard.module.css';
import styles from './credits.module.css';
import linkStyles from '../../ui/link-button.module.css';

const LINE_LABELS = { '1a': '1a (25%)', '1b': '1b (40%)' } as const;

/**
 * A certified hire's wage records by tax year, oldest first, with Edit and Remove, and the form to
 * record a tax year. A hire whose credit cannot be computed (no group, a start date the rules do
 * not cover) shows why instead of the form; its records can still be removed.
 */
export function HireWages({ hire, name }: { hire: CertifiedHireCredit; name: string }) {
  const [editing, setEditing] = useState<WageRecordView | null>(null);
  const [removeWages, removal] = useWagesRemoveMutation();
  const [removeErrors, setRemoveErrors] = useState<ApiErrorItem[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const secondYear = hire.group === 'LTFA' || hire.records.some((r) => r.second_year_wages > 0);

  const remove = async (taxYear: number) => {
    setRemoveErrors([]);
    setDone(null);
    const result = await removeWages({ id: hire.submission_id, taxYear });
    if ('error' in result) {
      setRemoveErrors(apiErrors(result.error));
      return;
    }
    if (editing?.tax_year === taxYear) setEditing(null);
    setDone(`Tax year ${taxYear} removed.`);
  };

  return (
    <div className={styles.wages}>
      <h4>Wages of {name} by tax year</h4>
      {hire.records.length === 0 ? (
        <p>No wages recorded yet.</p>
      ) : (
        <TableScroll label={`Wages of ${name}`}>
          <table className="table">
            <caption className="visually-hidden">Wages of {name} by tax year</caption>
            <thead>
              <tr>
                <th scope="col">Tax year</th>
                <th scope="col" className={styles.number}>
                  Hours
                </th>
                <th scope="col" className={styles.number}>
                  First-year wages
                </th>
                <th scope="col">Line</th>
                {secondYear && (
                  <>
                    <th scope="col" className={styles.number}>
                      First-year credit
                    </th>
                    <th scope="col" className={styles.number}>
                      Second-year wages
                    </th>
                    <th scope="col" className={styles.number}>
                      Second-year credit (1c)
                    </th>
                  </>
                )}
                <th scope="col" className={styles.number}>
                  Credit
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {hire.records.map((record) => (
                <tr key={record.tax_year}>
                  <th scope="row">{record.tax_year}</th>
                  <td className={styles.number}>{record.hours.toLocaleString('en-US')}</td>
                  <td className={styles.number}>{formatMoney(record.first_year_wages)}</td>
                  <td>{record.line ? LINE_LABELS[record.line] : <span className={shared.muted}>None (under 120 hours)</span>}</td>
                  {secondYear && (
                    <>
                      <td className={styles.number}>{formatMoney(record.first_year_credit)}</td>
                      <td className={styles.number}>{formatMoney(record.second_year_wages)}</td>
                      <td className={styles.number}>{formatMoney(record.second_year_credit)}</td>
                    </>
                  )}
                  <td className={styles.number}>{formatMoney(record.credit)}</td>
                  <td>
                    <div className={shared.actions}>
                      {hire.can_record && (
                        <button type="button" className={linkStyles.linkButton} onClick={() => setEditing(record)}>
                          Edit <span className="visually-hidden">tax year {record.tax_year}</span>
                        </button>
                      )}
                      <button type="button" className={linkStyles.linkButton} disabled={removal.isLoading} onClick={() => void remove(record.tax_year)}>
                        Remove <span className="visually-hidden">tax year {record.tax_year}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ServerErrors errors={removeErrors} scroll={false} title="The tax year could not be removed:" />
      {done && (
        <p className="banner banner--success" role="status">
          {done}
        </p>
      )}
      {hire.can_record ? (
        <WageRecordForm
          key={editing?.tax_year ?? 'new'}
          hire={hire}
          editing={editing}
          onSaved={(taxYear) => {
            setEditing(null);
            setRemoveErrors([]);
            setDone(`Tax year ${taxYear} saved.`);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <p className="banner banner--warning">{hire.problem ?? 'Wages cannot be recorded for this hire.'}</p>
      )}
    </div>
  );
}
