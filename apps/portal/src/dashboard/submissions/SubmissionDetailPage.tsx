import { Link, useParams } from 'react-router-dom';
import { useSubmissionsDetailQuery } from '../../api/generated';
import { useSession } from '../../session/use-session';
import { formatDate } from '../../ui/format';
import { usePageTitle } from '../common/hooks';
import { LoadFailed, LoadingText } from '../common/states';
import { StatusBadge } from '../common/StatusBadge';
import { ApplicantDetails } from './ApplicantDetails';
import { TargetGroups } from './TargetGroups';
import { ScreeningAnswers } from './ScreeningAnswers';
import { SubmissionDocuments } from './SubmissionDocuments';
import { HireRecord } from './HireRecord';
import { Section1Differences } from './Section1Differences';
import { StatusPicker } from './StatusPicker';
import { StatusHistory } from './StatusHistory';
import { PersonTimeline } from '../common/PersonTimeline';
import styles from './submissions.module.css';
import shared from '../common/dashboard.module.css';

/**
 * One pre-screening submission (docs/product.md §2). Applicant data and answers only when the applicant
 * is eligible; administrators also change the status with its evidence and reach the company. Both
 * open the forms the API lists (the employer keeps its Forms 8850: docs/compliance.md §3.5) and
 * see the status history.
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
          {isAdmin ? (
            <StatusPicker key={submission.id} submission={submission}>
              <span>Date Submitted: {formatDate(submission.created_at)}</span>
              <span>
                Submitted to <Link to={`/dashboard/companies/${submission.company_id}`}>{submission.company_name}</Link>
              </span>
              <span>Location: {submission.location.name}</span>
            </StatusPicker>
          ) : (
            <div className={styles.statusRow}>
              <span>
                Status: <StatusBadge status={submission.status} />
              </span>
              <span>Date Submitted: {formatDate(submission.created_at)}</span>
              <span>Location: {submission.location.name}</span>
            </div>
          )}
          {submission.eligible ? (
            <div className={shared.stack}>
              <ApplicantDetails submission={submission} />
              <Section1Differences differences={submission.section1_differences} />
              <TargetGroups submission={submission} />
              <ScreeningAnswers answers={submission.answers} />
              <SubmissionDocuments submission={submission} />
              <HireRecord key={submission.id} submission={submission} />
              <StatusHistory events={submission.status_history} />
              <PersonTimeline steps={submission.timeline} />
            </div>
          ) : (
            <div className={shared.stack}>
              <p className="banner">Applicant is not eligible for WOTC</p>
              <SubmissionDocuments submission={submission} />
              <StatusHistory events={submission.status_history} />
              <PersonTimeline steps={submission.timeline} />
            </div>
          )}
        </div>
      )}
    </>
  );
}
