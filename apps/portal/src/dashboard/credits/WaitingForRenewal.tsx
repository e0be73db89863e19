import { useDashboardFiguresQuery } from '../../api/generated';
import { formatMoney } from '../../ui/format';
import { whoIsWaiting } from './waiting-for-renewal';

/**
 * The credits of hires who started while WOTC is not authorized (after the program's end date, until
 * it is renewed): the state may hold their requests but not certify them, so they are neither potential
 * credits nor credits earned. Shown only when there are some, for the company chosen or every company.
 */
export function WaitingForRenewal({ companyId }: { companyId?: number }) {
  const figures = useDashboardFiguresQuery(companyId === undefined ? {} : { companyId });
  const waiting = figures.data?.waiting_for_renewal;
  if (!waiting || waiting.submissions === 0) return null;
  return (
    <section aria-labelledby="waiting-title" className="card">
      <h2 id="waiting-title">Waiting for the Program to Be Renewed</h2>
      <p>
        {formatMoney(waiting.total)} of possible credit {whoIsWaiting(waiting)}. The state agency can hold these requests but not certify them until Congress
        renews the program; renewals have so far reached back to the day the program lapsed.
      </p>
    </section>
  );
}
