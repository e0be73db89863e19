import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useCompaniesDetailQuery, useEmployeesDetailQuery, type EmployeeDetailView } from '../../api/generated';
import { useSession } from '../../session/use-session';
import { CopyButton } from '../../ui/CopyButton';
import { formatDate } from '../../ui/format';
import { usePageTitle } from '../common/hooks';
import { DetailList, type DetailItem } from '../common/DetailList';
import { LoadFailed, LoadingText } from '../common/states';
import { i9Link } from '../common/links';
import { I9StatusBadge } from './I9StatusBadge';
import { I9SectionOne, SupplementA, UploadedDocuments } from './I9SectionOne';
import { I9Deadlines } from './I9Deadlines';
import { I9History } from './I9History';
import { PersonTimeline } from '../common/PersonTimeline';
import { EmploymentRetention } from './EmploymentRetention';
import { EmployeeMobilePhone } from './EmployeeMobilePhone';
import { PrescreeningBlock } from './PrescreeningBlock';
import { MoveEmployee } from './EmployeeLocation';
import { EmployeeContact } from './EmployeeContact';
import { SupplementBPanel } from './supplement-b/SupplementBPanel';
import { EVerifyPanel, everifyPending } from './everify/EVerifyPanel';
import type { JustSigned } from './everify/CaseCreation';
import { Section2Form } from './section2/Section2Form';
import { Section2Record } from './section2/Section2Record';
import { employeeUploads, UploadedDocumentViewer } from './section2/UploadedDocumentViewer';
import shared from '../common/dashboard.module.css';
import styles from './section2/section2.module.css';

/** How often the page asks again while an E-Verify result is on its way. */
const EVERIFY_POLL_MS = 3000;

/**
 * Employee detail, the Form I-9 workspace (docs/product.md §2, §4): the employee, where the I-9
 * stands against its deadlines, the private link, then Section 2 beside the uploaded copies,
 * Section 1, the end of employment and the retention, the stored documents and the history.
 */
export function EmployeeDetailPage() {
  const { employeeId = '' } = useParams();
  const { isAdmin, name } = useSession();
  const [polling, setPolling] = useState(false);
  // What Section 2's answer said about E-Verify, so the page leads on to the case (or says it exists).
  const [justSigned, setJustSigned] = useState<JustSigned | null>(null);
  // While E-Verify has the next word (a result, a notice, a photo on its way), the page asks again on its own.
  const { data, error, isLoading, refetch } = useEmployeesDetailQuery({ id: employeeId }, { pollingInterval: polling ? EVERIFY_POLL_MS : 0 });
  const employee = data?.data;
  const pending = employee ? everifyPending(employee) : false;
  useEffect(() => setPolling(pending), [pending]);
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
                ['Location', employee.location.name],
                ['Added on', formatDate(employee.created_at)],
                ['Job offer accepted on', formatDate(employee.offer_accepted_on)],
                ['First day of employment', formatDate(employee.start_date)],
                ['SSN', employee.ssn],
                // From an import or an HR system: the employee's id there, and the job title it gave.
                ...(employee.external_id ? ([['External id', employee.external_id] as DetailItem]) : []),
                ...(employee.job_title ? ([['Job title', employee.job_title] as DetailItem]) : []),
              ]}
            />
            <MoveEmployee employee={employee} onMoved={refetch} />
            <EmployeeMobilePhone employee={employee} onSaved={refetch} />
          </section>
          <EmployeeContact key={employee.i9_status} employee={employee} onSaved={refetch} />
          <PrescreeningBlock employee={employee} onLinked={refetch} />
          <I9Status employee={employee} />
          <Section2Workspace
            employee={employee}
            onSigned={(signed) => {
              setJustSigned(signed);
              refetch();
            }}
          />
          <EVerifyPanel employee={employee} justSigned={justSigned} onChanged={refetch} />
          <SupplementBPanel employee={employee} examinerName={name} onChanged={refetch} />
          {employee.i9 && <I9SectionOne form={employee.i9} />}
          <SupplementA preparers={employee.supplement_a} />
          <EmploymentRetention key={employee.termination_date ?? 'employed'} employee={employee} isAdmin={isAdmin} onSaved={refetch} />
          {employee.i9_status !== 'pending' && <UploadedDocuments documents={employee.documents} />}
          <I9History history={employee.history} />
          <PersonTimeline steps={employee.timeline} />
        </div>
      )}
    </>
  );
}

function I9Status({ employee }: { employee: EmployeeDetailView }) {
  const link = i9Link(employee.url);
  return (
    <section aria-labelledby="i9-status-title" className="card">
      <h2 id="i9-status-title">Form I-9</h2>
      <div className={shared.actions}>
        <I9StatusBadge status={employee.i9_status} />
      </div>
      <I9Deadlines employee={employee} />
      {employee.reverify_reason && <p>{employee.reverify_reason}</p>}
      {employee.i9_status === 'pending' && (
        <p>
          We e-mailed {employee.firstname} at {employee.email} a private link to complete Section 1 of Form I-9.
        </p>
      )}
      {employee.i9_status === 'pending' ? (
        <div className={shared.linkBox}>
          <p>The employee's I-9 link:</p>
          <span className={shared.linkText}>{link}</span>
          <CopyButton text={link} />
        </div>
      ) : (
        // The link takes one submission (docs/architecture.md §3): once Section 1 is in, it only answers "already submitted".
        <p>
          The employee's I-9 link has been used: Section 1 was completed{employee.i9 ? ` on ${formatDate(employee.i9.signedAt)}` : ''}.
        </p>
      )}
    </section>
  );
}

/**
 * Section 2 beside the copies the employee uploaded, for the company's users and for
 * administrators acting as its authorized representative; once signed, the record as signed.
 */
function Section2Workspace({ employee, onSigned }: { employee: EmployeeDetailView; onSigned: (signed: JustSigned) => void }) {
  const { name } = useSession();
  const { data: company, isLoading } = useCompaniesDetailQuery({ id: employee.company_id }, { skip: employee.i9_status !== 'submitted' });
  if (employee.section2) return <Section2Record section2={employee.section2} />;
  if (employee.i9_status !== 'submitted') return null;
  // The employer's address and E-Verify participation shape the form: it opens once they are known.
  if (isLoading) return <LoadingText what="the employer's details" />;
  return (
    <div className={styles.workspace}>
      <UploadedDocumentViewer documents={employeeUploads(employee.documents)} />
      <section id="section2" className="card" aria-label="Section 2: Employer Review and Verification">
        <Section2Form employee={employee} company={company?.data} examinerName={name} onSigned={onSigned} />
      </section>
    </div>
  );
}
