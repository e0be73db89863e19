import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/language';
import styles from '../layout/form.module.css';

/** A PDF is named, not drawn: the browser cannot show it as an image. */
const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * A URL for the chosen image while it is shown, revoked when another file replaces it and when the
 * field goes (its object stays in memory otherwise). Made in an effect, so React's strict double
 * run revokes and makes it again instead of leaving a revoked URL on the page.
 */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}

/**
 * The file chosen for an upload, under its input: on a phone the name alone ("IMG_2041.jpg") does
 * not tell the applicant whether they picked the right photo, so an image shows as a small
 * thumbnail before it is sent; a PDF keeps its name, marked as a PDF.
 */
export function ChosenFile({ file }: { file: File }) {
  const { i9: text } = useMessages();
  const pdf = isPdf(file);
  const url = useObjectUrl(pdf ? undefined : file);
  return (
    <span className={styles.chosenFile}>
      {/* Seen at a glance; a screen reader hears the name's .pdf. */}
      {pdf && (
        <span className={styles.fileKind} aria-hidden="true">
          PDF
        </span>
      )}
      {url && <img className={styles.preview} src={url} alt={text.filePreview(file.name)} />}
      <span className="field__hint">{text.fileChosen(file.name)}</span>
    </span>
  );
}
