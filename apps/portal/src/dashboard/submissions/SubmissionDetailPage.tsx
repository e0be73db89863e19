import { Link, useParams } from 'react-router-dom';
import { useSubmissionsDetailQuery } from '../../api/generated';
import { useSession } from '../../session/use-session';
import { formatDate } from '../../ui/format';
import { usePageTitle } from '../shared/hooks';
import { LoadFailed, LoadingText } from '../shared/states';
import { StatusBadge } from '../shared/StatusBadge';
import { ApplicantDetails } from './ApplicantDetails';
import { TargetGroups } from './TargetGroups';
import { ScreeningAnswers } from './ScreeningAnswers';
import { SubmissionDocuments } from './SubmissionDocuments';
import { HireRecord } from './HireRecord';
import { StatusPicker } from './StatusPicker';
import styles from './submissions.module.css';
import shared from '../shared/dashboard.module.css';

/**
 * One pre-screening submission (SPEC.md §2). Applicant data and answers only when the applicant
 * is eligible; administrators also change the status, reach the company and open the PDFs.
 */
export function SubmissionDetailPage() {
  usePageTitle('Submission Details');
  const { submissionId = '' } = useParams();
  const { isAdmin } = useSession();
  const { data, error, isLoading, refetch } = useSubmissionsDetailQuery({ id: submissionId });
  const submission = data?.data;

  return (
    <>
      <p>
        <Link to="/dashboard/submissions">Back to all submissions</Link>
      </p>
      <div className={shared.pageHeader}>
        <h1>Submission Details</h1>
      </div>
      {isLoading ? (
        <LoadingText what="the submission" />
      ) : !submission ? (
        <LoadFailed what="submission" error={error} onRetry={refetch} />
      ) : (
        <div className={shared.section}>
          <div className={styles.statusRow}>
            {isAdmin ? (
              <StatusPicker submissionId={submission.id} status={submission.status} />
            ) : (
              <span>
                Status: <StatusBadge status={submission.status} />
              </span>
            )}
            <span>Date Submitted: {formatDate(submission.created_at)}</span>
            {isAdmin && (
              <span>
                Submitted to <Link to={`/dashboard/companies/${submission.company_id}`}>{submission.company_name}</Link>
              </span>
            )}
          </div>
          {submission.eligible ? (
            <div className={shared.stack}>
              <ApplicantDetails submission={submission} />
              <TargetGroups submission={submission} />
              <ScreeningAnswers answers={submission.answers} />
              {isAdmin && <SubmissionDocuments submission={submission} />}
              <HireRecord key={submission.id} submission={submission} />
            </div>
          ) : (
            <div className={shared.stack}>
              <p className="banner">Applicant is not eligible for WOTC</p>
              {isAdmin && <SubmissionDocuments submission={submission} />}
            </div>
          )}
        </div>
      )}
    </>
  );
}
