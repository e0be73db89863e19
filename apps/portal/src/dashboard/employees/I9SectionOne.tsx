import { CITIZENSHIP_LABELS, type Citizenship } from '@clearhire/contracts';
import type { DocumentView, I9SectionOneView, PreparerView } from '../../api/generated';
import { formatDate } from '../../ui/format';
import { DetailList } from '../common/DetailList';
import { DocumentButton } from '../common/DocumentButton';

function citizenshipLabel(value: string): string {
  return (CITIZENSHIP_LABELS as Record<string, string>)[value as Citizenship] ?? value;
}

/** Section 1 as the employee completed it; document numbers are only named, never shown (docs/architecture.md §4). */
export function I9SectionOne({ form }: { form: I9SectionOneView }) {
  const address = [[form.street, form.apt].filter(Boolean).join(', '), form.city, form.county, `${form.state} ${form.zip}`]
    .filter(Boolean)
    .join(', ');
  return (
    <section id="section1" aria-labelledby="section1-title" className="card">
      <h2 id="section1-title">Section 1: Employee Information and Attestation</h2>
      <DetailList
        items={[
          ['Last name', form.lastname],
          ['First name', form.firstname],
          ['Middle initial', form.middleInitial],
          ['Other last names used', form.otherLastnames],
          ['Address', address],
          ['Date of birth', formatDate(form.birthdate)],
          ['E-mail', form.email],
          ['Phone', form.phone],
          ['Citizenship or immigration status', citizenshipLabel(form.citizenship)],
          ['Work authorization expires', form.expiry === 'N/A' ? 'N/A' : formatDate(form.expiry)],
          ['Numbers provided', form.numbersProvided.join(', ')],
          ['Signature', form.signature],
          ['Signed on', formatDate(form.signedAt)],
        ]}
      />
    </section>
  );
}

/** Supplement A: each preparer or translator who helped the employee with Section 1, as they signed. */
export function SupplementA({ preparers }: { preparers: PreparerView[] }) {
  if (preparers.length === 0) return null;
  return (
    <section aria-labelledby="supplement-a-title" className="card">
      <h2 id="supplement-a-title">Supplement A: Preparer and/or Translator Certification</h2>
      {preparers.map((p, i) => (
        <DetailList
          key={i}
          items={[
            [`Preparer or translator ${i + 1}`, [p.first_name, p.middle_initial, p.last_name].filter(Boolean).join(' ')],
            ['Address', `${p.street}, ${p.city}, ${p.state} ${p.zip}`],
            ['Signature', p.signature],
            ['Signed on', formatDate(p.signed_at)],
          ]}
        />
      ))}
    </section>
  );
}

const DOCUMENT_NAMES: Record<string, string> = {
  'i9-list-a': 'List A',
  'i9-list-b': 'List B',
  'i9-list-c': 'List C',
  'i9-record': 'Form I-9',
};

/**
 * What a document's link says. The Form I-9 record is kept in versions, one per change: each is
 * named by its number and the one in force marked current ("Form I-9 record, version 2, current"),
 * instead of several identical links.
 */
export function documentLabel(d: DocumentView): string {
  if (d.kind === 'i9-record' && d.version !== null) return `Form I-9 record, version ${d.version}${d.current ? ', current' : ''} (PDF)`;
  const list = DOCUMENT_NAMES[d.kind] ?? d.kind;
  const format = d.contentType === 'application/pdf' ? 'PDF' : 'image';
  return `${list}${d.type ? `: ${d.type}` : ''} (${format})`;
}

/** The identity and employment documents the employee uploaded, and the completed Form I-9 once rendered; each opens in a new tab. */
export function UploadedDocuments({ documents }: { documents: DocumentView[] }) {
  return (
    <section aria-labelledby="uploads-title" className="card">
      <h2 id="uploads-title">Documents</h2>
      {documents.length === 0 ? (
        <p>No documents were uploaded.</p>
      ) : (
        <ul>
          {documents.map((d) => (
            <li key={d.id}>
              <DocumentButton id={d.id} label={documentLabel(d)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
