import { useKitForm } from '../../../ui/form/use-kit-form';
import { EVERIFY_PHOTO_ANSWERS, EVERIFY_PHOTO_ANSWER_LABELS, type EVerifyPhotoAnswer } from '@clearhire/contracts';
import type { DocumentView, EVerifyCaseView } from '../../../api/generated';
import { ServerErrors } from '../../../ui/ServerErrors';
import { ChoiceGroup } from '../../../ui/form/Fields';
import { useServerErrors } from '../../../ui/form/server-errors';
import { useStoredFileUrl } from '../../common/use-stored-file-url';
import { UploadedDocumentViewer } from '../section2/UploadedDocumentViewer';
import { useEVerifyAction } from './use-everify-action';
import styles from '../section2/section2.module.css';

/**
 * Photo matching (E-Verify User Manual 3.2): the photo E-Verify holds for the employee's document,
 * beside the copy of that document; the employer compares the two photos, never the photo with the
 * person, and answers yes, no, or that the document has no photo.
 */
export function PhotoMatch({ employeeId, current, uploads, testMode, onChanged }: { employeeId: string; current: EVerifyCaseView; uploads: DocumentView[]; testMode: boolean; onChanged: () => void }) {
  const { run, isLoading, error } = useEVerifyAction(employeeId, onChanged);
  const { register, handleSubmit, setError, formState } = useKitForm<{ answer: '' | EVerifyPhotoAnswer }>({ defaultValues: { answer: '' } });
  const serverErrors = useServerErrors(error, setError, { fields: ['answer'] });
  return (
    <div className={styles.workspace}>
      <UploadedDocumentViewer documents={uploads} />
      <section className="card" aria-labelledby="everify-photo-title">
        <h3 id="everify-photo-title">Photo from E-Verify</h3>
        {current.documents.photo ? <EVerifyPhoto id={current.documents.photo} testMode={testMode} /> : <p role="status">Fetching the photo from E-Verify…</p>}
        <ServerErrors errors={serverErrors} scroll={false} />
        <form noValidate aria-label="Answer the photo match" onSubmit={handleSubmit((v) => run({ action: 'photo-match', answer: v.answer as EVerifyPhotoAnswer }))}>
          <ChoiceGroup
            id="everify-photo-answer"
            label="Does this photo match the photo on the employee’s document?"
            hint="Compare it with the document (or its copy), not with the person."
            required
            options={EVERIFY_PHOTO_ANSWERS.map((a) => ({ value: a, label: EVERIFY_PHOTO_ANSWER_LABELS[a] }))}
            error={formState.errors.answer}
            registration={register('answer', { required: 'Choose whether the photos match.' })}
          />
          <button type="submit" className="button" disabled={isLoading || !current.documents.photo}>
            Send the answer to E-Verify
          </button>
        </form>
      </section>
    </div>
  );
}

function EVerifyPhoto({ id, testMode }: { id: string; testMode: boolean }) {
  const photo = useStoredFileUrl(id);
  if (photo.state === 'failed') return <p role="alert">The photo could not be loaded. Reload the page to try again.</p>;
  if (photo.state === 'loading') return <p role="status">Loading the photo…</p>;
  return (
    <figure className={styles.preview}>
      <img src={photo.url} alt={testMode ? 'E-Verify test mode photo (a silhouette, not a person)' : 'Photo returned by E-Verify for the employee’s document'} />
      {testMode && <figcaption>E-Verify test mode: a stand-in photo, not a real one.</figcaption>}
    </figure>
  );
}
