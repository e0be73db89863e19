import type { SubmissionDetailView } from '../../api/generated';
import { DOCUMENT_KIND, latestDocument } from '../common/documents';
import { DocumentButton } from '../common/DocumentButton';
import shared from '../common/dashboard.module.css';

const FORMS = [
  { kind: DOCUMENT_KIND.form8850, label: 'Form 8850 (PDF)' },
  { kind: DOCUMENT_KIND.form9061, label: 'ETA Form 9061 (PDF)' },
];

/** The forms as the state received them, kept once a hire was corrected after sending (docs/compliance.md §3.2). */
const AS_SENT = [
  { kind: DOCUMENT_KIND.form8850AsSent, label: 'Form 8850 as sent to the state (PDF)' },
  { kind: DOCUMENT_KIND.form9061AsSent, label: 'ETA Form 9061 as sent to the state (PDF)' },
];

/**
 * The generated PDFs, for the company's users and administrators alike: the employer keeps its
 * Forms 8850 with its records (docs/compliance.md §3.5), and who may open a file is decided once,
 * by the API's company scope (GET /api/files/:id), so this shows every form the detail lists.
 * Form 8850 for every applicant, ETA Form 9061 for an eligible one (the worker renders them shortly
 * after the submission arrives), and the forms as sent when a hire was corrected after sending.
 */
export function SubmissionDocuments({ submission }: { submission: SubmissionDetailView }) {
  const expected = submission.eligible ? FORMS : FORMS.filter((form) => form.kind === DOCUMENT_KIND.form8850);
  const documents = expected.map((form) => ({ ...form, document: latestDocument(submission, form.kind) }));
  const kept = AS_SENT.flatMap((form) => {
    const document = latestDocument(submission, form.kind);
    return document ? [{ ...form, document }] : [];
  });
  const ready = documents.filter((d) => d.document);
  return (
    <section aria-labelledby="documents-title" className="card">
      <h2 id="documents-title">Documents</h2>
      {ready.length === 0 && kept.length === 0 ? (
        <p>Documents are being prepared</p>
      ) : (
        <ul className={shared.plainList}>
          {documents.map(({ kind, label, document }) => (
            <li key={kind}>
              {document ? <DocumentButton id={document.id} label={label} /> : <span className={shared.muted}>{label}: being prepared</span>}
            </li>
          ))}
          {kept.map(({ kind, label, document }) => (
            <li key={kind}>
              <DocumentButton id={document.id} label={label} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
