import type { SubmissionDetailView } from '../../api/generated';
import { DOCUMENT_KIND, latestDocument } from '../common/documents';
import { DocumentButton } from '../common/DocumentButton';
import shared from '../common/dashboard.module.css';

const FORMS = [
  { kind: DOCUMENT_KIND.form8850, label: 'Form 8850 (PDF)' },
  { kind: DOCUMENT_KIND.form9061, label: 'ETA Form 9061 (PDF)' },
];

/**
 * The generated PDFs (administrators only): Form 8850 for every applicant, ETA Form 9061 for an
 * eligible one. The worker renders them shortly after the submission arrives.
 */
export function SubmissionDocuments({ submission }: { submission: SubmissionDetailView }) {
  const expected = submission.eligible ? FORMS : FORMS.filter((form) => form.kind === DOCUMENT_KIND.form8850);
  const documents = expected.map((form) => ({ ...form, document: latestDocument(submission, form.kind) }));
  const ready = documents.filter((d) => d.document);
  return (
    <section aria-labelledby="documents-title" className="card">
      <h2 id="documents-title">Documents</h2>
      {ready.length === 0 ? (
        <p>Documents are being prepared</p>
      ) : (
        <ul className={shared.plainList}>
          {documents.map(({ kind, label, document }) => (
            <li key={kind}>
              {document ? <DocumentButton id={document.id} label={label} /> : <span className={shared.muted}>{label}: being prepared</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
