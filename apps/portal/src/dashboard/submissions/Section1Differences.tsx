import type { SubmissionDetailView } from '../../api/generated';
import shared from '../common/dashboard.module.css';

/**
 * Where the hired employee's Form I-9 Section 1 differs from this pre-screening. The pre-screening
 * stays as the applicant signed it (Form 8850); the employer sees what changed and judges whether
 * the WOTC forms need a look. The SSN shows only that it differs: the API never sends the numbers.
 */
export function Section1Differences({ differences }: { differences: SubmissionDetailView['section1_differences'] }) {
  if (differences.length === 0) return null;
  return (
    <div className={shared.section}>
      <h3>Section 1 differs from the pre-screening</h3>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Pre-screening</th>
            <th scope="col">Section 1</th>
          </tr>
        </thead>
        <tbody>
          {differences.map((d) => (
            <tr key={d.field}>
              <th scope="row">{d.label}</th>
              {d.field === 'ssn' ? (
                <td colSpan={2}>Differs (numbers not shown)</td>
              ) : (
                <>
                  <td>{d.prescreening ?? '—'}</td>
                  <td>{d.section1 ?? '—'}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
