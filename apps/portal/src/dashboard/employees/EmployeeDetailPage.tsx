import { Link, useParams } from 'react-router-dom';
import { useEmployeesDetailQuery, useI9MarkVerifiedMutation, type EmployeeDetailView } from '../../api/generated';
import { apiErrors } from '../../api/errors';
import { useSession } from '../../session/use-session';
import { CopyButton } from '../../ui/CopyButton';
import { formatDate } from '../../ui/format';
import { usePageTitle } from '../shared/hooks';
import { DetailList } from '../shared/DetailList';
import { LoadFailed, LoadingText } from '../shared/states';
import { i9Link } from '../shared/links';
import { I9StatusBadge } from './I9StatusBadge';
import { I9SectionOne, UploadedDocuments } from './I9SectionOne';
import shared from '../shared/dashboard.module.css';

/** Employee detail (docs/product.md §2, §4): data, I-9 status and its action, the I-9 link, Section 1 and documents. */
export function EmployeeDetailPage() {
  const { employeeId = '' } = useParams();
  const { isAdmin } = useSession();
  const { data, error, isLoading, refetch } = useEmployeesDetailQuery({ id: employeeId });
  const employee = data?.data;
  usePageTitle(employee ? `${employee.firstname} ${employee.lastname}` : 'Employee');

  return (
    <>
      <p>
        <Link to="/dashboard/employees">Back to employees</Link>
      </p>
      <div className={shared.pageHeader}>
        <h1>{employee ? `${employee.firstname} ${employee.lastname}` : 'Employee'}</h1>
      </div>
      {isLoading ? (
        <LoadingText what="the employee" />
      ) : !employee ? (
        <LoadFailed what="employee" error={error} onRetry={refetch} />
      ) : (
        <div className={shared.stack}>
          <section aria-labelledby="employee-title" className="card">
            <h2 id="employee-title">Employee</h2>
            <DetailList
              items={[
                ['Name', `${employee.firstname} ${employee.lastname}`],
                ['E-mail', employee.email],
                ['Company', employee.company_name],
                ['Registration Date', formatDate(employee.created_at)],
                ['SSN', employee.ssn],
              ]}
            />
          </section>
          <I9Status employee={employee} isAdmin={isAdmin} onVerified={refetch} />
          {employee.i9 && <I9SectionOne form={employee.i9} />}
          {employee.i9_status !== 'pending' && <UploadedDocuments documents={employee.documents} />}
        </div>
      )}
    </>
  );
}

interface I9StatusProps {
  employee: EmployeeDetailView;
  isAdmin: boolean;
  onVerified: () => void;
}

function I9Status({ employee, isAdmin, onVerified }: I9StatusProps) {
  const [markVerified, { isLoading, error }] = useI9MarkVerifiedMutation();
  const link = i9Link(employee.url);

  const verify = async () => {
    const result = await markVerified({ employeeId: employee.id });
    // 201: the record is read again so the page shows the verified state (docs/product.md §4).
    if ('data' in result) onVerified();
  };

  return (
    <section aria-labelledby="i9-status-title" className="card">
      <h2 id="i9-status-title">Form I-9</h2>
      <div className={shared.actions}>
        <I9StatusBadge status={employee.i9_status} />
        {employee.i9_status === 'submitted' && isAdmin && (
          <button type="button" className="button" onClick={verify} disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Mark Verified'}
          </button>
        )}
      </div>
      {employee.i9_status === 'pending' && (
        <p>
          We e-mailed {employee.firstname} at {employee.email} a private link to complete Section 1 of Form I-9.
        </p>
      )}
      {error && (
        <div className="server-errors" role="alert">
          <ul>
            {apiErrors(error).map((e, i) => (
              <li key={i}>{e.msg}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={shared.linkBox}>
        <p>The employee's I-9 link:</p>
        <span className={shared.linkText}>{link}</span>
        <CopyButton text={link} />
      </div>
    </section>
  );
}
