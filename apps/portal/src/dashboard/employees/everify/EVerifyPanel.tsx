import { CompanySettingsLink } from '../../common/company-settings-link';
import { EVERIFY_AGENCY_LABELS, EVERIFY_EMPLOYEE_DECISION_LABELS, EVERIFY_PHOTO_ANSWER_LABELS } from '@clearhire/contracts';
import type { EmployeeDetailView, EVerifyCaseView } from '../../../api/generated';
import { formatDate } from '../../../ui/format';
import { DetailList } from '../../common/DetailList';
import { deadlineSentence } from '../../common/deadline';
import { DocumentButton } from '../../common/DocumentButton';
import { employeeUploads } from '../section2/UploadedDocumentViewer';
import { CloseCaseForm } from './CloseCaseForm';
import { CaseCreation, CreatedAutomatically, type JustSigned } from './CaseCreation';
import { MismatchSteps, NoAdverseAction } from './MismatchSteps';
import { PhotoMatch } from './PhotoMatch';
import shared from '../../common/dashboard.module.css';
import styles from '../section2/section2.module.css';

/** Statuses in which E-Verify, not the employer, has the next word: the page asks again on its own. */
const WAITING = new Set(['submitting', 'verification-in-process', 'needs-more-time', 'referred', 'case-in-continuance']);
/** Interim results: no action may be taken against the employee because of them. */
const INTERIM = new Set(['photo-match', 'needs-more-time', 'tentative-nonconfirmation', 'referred', 'case-in-continuance']);

/** Whether the employee's page should ask the API again soon: a result or a document is on its way. */
export function everifyPending(employee: EmployeeDetailView): boolean {
  const c = employee.everify.current;
  if (!c) return false;
  if (WAITING.has(c.status)) return true;
  if (c.status === 'tentative-nonconfirmation' && (!c.documents.notice_en || !c.documents.notice_es)) return true;
  return c.status === 'photo-match' && !c.documents.photo;
}

/**
 * E-Verify in the Form I-9 workspace (docs/compliance.md §6): the case's status, what the employer
 * does next and by when, the notices to hand over, photo matching beside the document copy, and the
 * closure. In test mode every part says so.
 */
export function EVerifyPanel({ employee, justSigned = null, onChanged }: { employee: EmployeeDetailView; justSigned?: JustSigned | null; onChanged: () => void }) {
  const everify = employee.everify;
  if (!employee.section2 && !everify.current) return null;
  const current = everify.current;
  return (
    <section id="everify" aria-labelledby="everify-title" className="card">
      <h2 id="everify-title">E-Verify</h2>
      {everify.test_mode && (
        <p className="banner banner--warning">
          <strong>E-Verify test mode.</strong> Cases go to ClearHire&apos;s built-in test mode, not to E-Verify: no result here is a real one.
        </p>
      )}
      {!everify.participating && !current && (
        <p>
          The company does not participate in E-Verify. To create cases, record its E-Verify company ID and MOU date in the company settings.{' '}
          <CompanySettingsLink companyId={employee.company_id}>Open the company settings</CompanySettingsLink>
        </p>
      )}
      {justSigned?.everifyCaseCreated && current && <CreatedAutomatically />}
      {current && <CaseSummary current={current} />}
      {current && <NextStep employee={employee} current={current} onChanged={onChanged} testMode={everify.test_mode} />}
      <CaseCreation employeeId={employee.id} everify={everify} justSigned={justSigned} onCreated={onChanged} />
      {everify.previous.length > 0 && (
        <details>
          <summary>Earlier cases ({everify.previous.length})</summary>
          <ul className={shared.plainList}>
            {everify.previous.map((c) => (
              <li key={c.id}>
                {c.case_number ?? 'Not submitted'}: {c.status_label}
                {/* An authorized case's status already says how it ended; an employer's closure adds its reason. */}
                {c.closure_reason && c.closure_label ? `, ${c.closure_label}` : ''}
                {c.closed_at ? ` (${formatDate(c.closed_at)})` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function CaseSummary({ current: c }: { current: EVerifyCaseView }) {
  const docs = c.documents;
  return (
    <>
      <DetailList
        items={[
          ['Case number', c.case_number ?? 'Being submitted to E-Verify'],
          ['Status', `${c.status_label}${c.test_mode ? ' (test mode)' : ''}`],
          ['Mismatch with', c.agency ? EVERIFY_AGENCY_LABELS[c.agency] : null],
          ['Result issued', c.result_issued_on ? formatDate(c.result_issued_on) : null],
          ['Employee notified', c.notified_at ? formatDate(c.notified_at) : null],
          ['Employee’s decision', c.employee_decision ? `${EVERIFY_EMPLOYEE_DECISION_LABELS[c.employee_decision]}, signed “${c.decision_signature}”` : null],
          ['Referred on', c.referred_on ? formatDate(c.referred_on) : null],
          ['Employee to contact the agency by', c.contact_by ? formatDate(c.contact_by) : null],
          ['Photo match', c.photo_answer ? EVERIFY_PHOTO_ANSWER_LABELS[c.photo_answer] : null],
          ['Closed', c.closed_at ? `${formatDate(c.closed_at)}${c.closure_label ? `: ${c.closure_label}` : ''}` : null],
          ['Hire date in E-Verify', formatDate(c.hire_date)],
        ]}
      />
      {(docs.notice_en || docs.referral_en) && (
        <div className={shared.actions}>
          {docs.notice_en && <DocumentButton id={docs.notice_en} label="Further Action Notice (English)" />}
          {docs.notice_es && <DocumentButton id={docs.notice_es} label="Further Action Notice (Spanish)" />}
          {docs.referral_en && <DocumentButton id={docs.referral_en} label="Referral Date Confirmation (English)" />}
          {docs.referral_es && <DocumentButton id={docs.referral_es} label="Referral Date Confirmation (Spanish)" />}
        </div>
      )}
    </>
  );
}

function NextStep({ employee, current, testMode, onChanged }: { employee: EmployeeDetailView; current: EVerifyCaseView; testMode: boolean; onChanged: () => void }) {
  const next = current.next_action;
  if (!next) return null;
  return (
    <div aria-live="polite">
      <p>
        <strong>Next: </strong>
        {next.text}
        {next.due_date && next.days_left !== null && next.days_unit && (
          <span className={`${styles.deadline} ${next.days_left < 0 ? styles.late : ''}`}>
            {' '}
            {/* In the days E-Verify counts (federal working days), with the day it falls on. */}
            {deadlineSentence(next.days_left, next.days_unit, next.due_date)}.
          </span>
        )}
      </p>
      {next.step === 'photo-match' && <PhotoMatch employeeId={employee.id} current={current} uploads={employeeUploads(employee.documents)} testMode={testMode} onChanged={onChanged} />}
      {['notify', 'employee-decision', 'refer'].includes(next.step) && <MismatchSteps employeeId={employee.id} current={current} onChanged={onChanged} />}
      {next.step === 'wait' && INTERIM.has(current.status) && <NoAdverseAction />}
      {next.step === 'close' ? (
        <CloseCaseForm employeeId={employee.id} current={current} onClosed={onChanged} />
      ) : (
        current.status !== 'submitting' && (
          <details>
            <summary>Close this case instead</summary>
            <CloseCaseForm employeeId={employee.id} current={current} onClosed={onChanged} />
          </details>
        )
      )}
    </div>
  );
}
