import type { DocumentView } from '../../../api/generated';
import { DocumentButton } from '../../common/DocumentButton';
import { useStoredFileUrl } from '../../common/use-stored-file-url';
import styles from './section2.module.css';

const LIST_OF_KIND: Record<string, string> = { 'i9-list-a': 'List A', 'i9-list-b': 'List B', 'i9-list-c': 'List C', 'i9-supplement-b': 'New document' };

/** The employee's uploads among a record's documents (Section 1's, or a Supplement B section's when `ids` names them). */
export function employeeUploads(documents: DocumentView[], ids?: readonly string[]): DocumentView[] {
  return documents.filter((d) => (ids ? ids.includes(d.id) : d.kind in LIST_OF_KIND && d.kind !== 'i9-supplement-b'));
}

/** The copies the employee uploaded, shown where Section 2 or Supplement B is completed: images inline, PDFs in the browser's viewer. */
export function UploadedDocumentViewer({ documents, title = 'Documents uploaded by the employee' }: { documents: DocumentView[]; title?: string }) {
  const uploads = documents;
  const titleId = title === 'Documents uploaded by the employee' ? 'viewer-title' : 'viewer-title-supplement-b';
  return (
    <section aria-labelledby={titleId} className={`card ${styles.viewer}`}>
      <h2 id={titleId}>{title}</h2>
      {uploads.length === 0 ? (
        <p>The employee uploaded no documents.</p>
      ) : (
        uploads.map((d) => <DocumentPreview key={d.id} document={d} />)
      )}
      <p className="field__hint">Compare the originals (or, under the alternative procedure, the live video) with these copies before you sign.</p>
    </section>
  );
}

function DocumentPreview({ document: d }: { document: DocumentView }) {
  const loaded = useStoredFileUrl(d.id);
  const name = `${LIST_OF_KIND[d.kind]}${d.type ? `: ${d.type}` : ''}`;
  return (
    <figure className={styles.preview}>
      <figcaption>
        <strong>{name}</strong> · <DocumentButton id={d.id} label="Open in a new tab" />
      </figcaption>
      {loaded.state === 'loading' && <p role="status">Loading the copy…</p>}
      {loaded.state === 'failed' && <p role="alert">The copy could not be loaded. Open it in a new tab instead.</p>}
      {loaded.state === 'ready' &&
        (d.contentType === 'application/pdf' ? <iframe src={loaded.url} title={`${name} (PDF)`} /> : <img src={loaded.url} alt={`Copy of the ${name} document uploaded by the employee`} />)}
    </figure>
  );
}
