import { ageGroup, todayCalendarDate, type AgeGroup } from '@clearhire/domain';
import type { SubmissionDetailView } from '../../api/generated';
import { formatDate } from '../../ui/format';
import { DetailList, type DetailItem } from '../common/DetailList';

/** Under 40 / Over 40 on today's date (rule in @clearhire/domain); the API's label if the birthdate is unreadable. */
export function ageGroupLabel(birthdate: string, fallback: AgeGroup, today = todayCalendarDate()): AgeGroup {
  try {
    return ageGroup(birthdate, today);
  } catch {
    return fallback;
  }
}

/** The applicant as entered on the pre-screening form; the SSN stays masked as the API sends it. */
export function ApplicantDetails({ submission: s }: { submission: SubmissionDetailView }) {
  const address = [[s.street, s.apt].filter(Boolean).join(', '), s.city, s.county && `${s.county} County`, `${s.state} ${s.zip}`]
    .filter(Boolean)
    .join(', ');
  return (
    <section aria-labelledby="applicant-title" className="card">
      <h2 id="applicant-title">Applicant</h2>
      <DetailList
        items={[
          ['Name', `${s.firstname} ${s.lastname}`],
          ['E-mail', s.email],
          ['Phone', s.phone],
          ['Address', address],
          ['SSN', s.ssn],
          [
            'Birth date',
            <>
              {formatDate(s.birthdate)} <span className="badge">{ageGroupLabel(s.birthdate, s.age_group)}</span>
            </>,
          ],
          ['Signature', s.signature],
          // The candidate's id in the company's applicant tracking system, when the link carried one.
          ...(s.external_id ? ([['External id', s.external_id] as DetailItem]) : []),
        ]}
      />
    </section>
  );
}
