import { useState } from 'react';
import { downloadFile } from '../../api/download-file';
import type { ApiErrorItem } from '../../api/errors';
import { useFileSession } from '../../session/use-file-session';
import { ServerErrors } from '../../ui/ServerErrors';
import shared from '../common/dashboard.module.css';

type Form5884Format = 'pdf' | 'csv';

/** GET /api/credits/form-5884/:taxYear: an administrator names the company, a company user need not. */
function form5884Path(taxYear: number, format: Form5884Format, companyId: number | undefined): string {
  const query = new URLSearchParams({ format });
  if (companyId !== undefined) query.set('companyId', String(companyId));
  return `/api/credits/form-5884/${taxYear}?${query.toString()}`;
}

const FORMATS: { format: Form5884Format; label: string }[] = [
  { format: 'pdf', label: 'Download PDF' },
  { format: 'csv', label: 'Download CSV' },
];

interface Props {
  taxYear: number;
  companyId: number | undefined;
  needsCompany: boolean;
}

/**
 * One tax year's worksheet (PDF) and employee schedule (CSV). The files need the session token, so
 * they are fetched by downloadFile rather than linked; a refusal is shown under the buttons.
 */
export function Form5884Downloads({ taxYear, companyId, needsCompany }: Props) {
  const session = useFileSession();
  const [busy, setBusy] = useState<Form5884Format | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const hintId = `form-5884-${taxYear}-hint`;

  const download = async (format: Form5884Format) => {
    setBusy(format);
    setErrors([]);
    const result = await downloadFile(session, form5884Path(taxYear, format, companyId), `form-5884-${taxYear}.${format}`);
    setBusy(null);
    if (!result.ok) setErrors(result.errors);
  };

  return (
    <>
      <div className={shared.actions}>
        {FORMATS.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className="button button--secondary"
            disabled={needsCompany || busy !== null}
            aria-busy={busy === format}
            aria-describedby={needsCompany ? hintId : undefined}
            onClick={() => void download(format)}
          >
            {busy === format ? 'Preparing…' : label}
            <span className="visually-hidden">, tax year {taxYear}</span>
          </button>
        ))}
      </div>
      {needsCompany && (
        <p id={hintId} className="field__hint">
          Choose a company above to download its Form 5884: each employer files its own.
        </p>
      )}
      <ServerErrors errors={errors} scroll={false} title="The file could not be downloaded:" />
    </>
  );
}
