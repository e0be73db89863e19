import { useEffect, useState } from 'react';
import { INSPECTION_EXPORT_KEEP_DAYS, type InspectionExportStatus } from '@clearhire/contracts';
import { downloadFile } from '../../api/download-file';
import type { ApiErrorItem } from '../../api/errors';
import { useInspectionExportsListQuery, type InspectionExportView, type InspectionExportsListApiArg } from '../../api/generated';
import { useFileSession } from '../../session/use-file-session';
import { ServerErrors } from '../../ui/ServerErrors';
import { formatDate, formatDateTime } from '../../ui/format';
import { PagedTable } from '../common/paging';
import { SCOPE_OPTIONS } from './StartInspectionExport';
import styles from './inspection.module.css';

/** How often a page with an export still being built asks again, in milliseconds. */
export const PROGRESS_POLL_MS = 2000;

const STATUS: Record<InspectionExportStatus, { label: string; badge: string }> = {
  queued: { label: 'Waiting to start', badge: 'pending' },
  running: { label: 'Building', badge: 'sent' },
  done: { label: 'Ready', badge: 'approved' },
  failed: { label: 'Failed', badge: 'rejected' },
  expired: { label: 'Deleted', badge: 'pending' },
};

const EXPIRED_TEXT = `The zip was deleted ${INSPECTION_EXPORT_KEEP_DAYS} days after it was ready, or when a Form I-9 in it was destroyed. Prepare a new export.`;

const inProgress = (e: InspectionExportView) => e.status === 'queued' || e.status === 'running';

/**
 * One page of the exports, asked again every few seconds while one of its exports is being built,
 * so the progress moves without a reload, and no more once every export on it is finished.
 */
function useExportPage(args: InspectionExportsListApiArg & { limit: number; offset: number }) {
  const [polling, setPolling] = useState(false);
  const page = useInspectionExportsListQuery(args, { pollingInterval: polling ? PROGRESS_POLL_MS : 0 });
  const building = page.currentData?.data.some(inProgress) ?? false;
  useEffect(() => setPolling(building), [building]);
  return page;
}

function scopeText(e: InspectionExportView): string {
  if (e.scope === 'hire-range') return `First day ${formatDate(e.hired_from)} to ${formatDate(e.hired_to)}`;
  return SCOPE_OPTIONS.find((o) => o.value === e.scope)?.label ?? e.scope;
}

function Progress({ e }: { e: InspectionExportView }) {
  const { label, badge } = STATUS[e.status];
  const forms = `${e.total.toLocaleString('en-US')} Form${e.total === 1 ? '' : 's'} I-9`;
  return (
    <div className={styles.progress}>
      <span className={`badge badge--${badge}`}>{label}</span>
      {e.status === 'running' && (
        <>
          <progress max={Math.max(e.total, 1)} value={e.done} aria-label={`Export progress: ${e.done} of ${e.total} Forms I-9`} />
          <span>
            {e.done.toLocaleString('en-US')} of {forms}
          </span>
        </>
      )}
      {e.status === 'done' && <span>{forms}</span>}
      {e.status === 'failed' && e.error && <span>{e.error}</span>}
      {e.status === 'expired' && <span>{EXPIRED_TEXT}</span>}
    </div>
  );
}

/**
 * The exports asked for, newest first, with their progress; a finished one downloads as a zip (the
 * download needs the session token, so downloadFile fetches it). The row never names an employee.
 */
export function InspectionExportList({ companyId }: { companyId: number | undefined }) {
  const session = useFileSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  const download = async (e: InspectionExportView) => {
    setBusy(e.id);
    setErrors([]);
    const result = await downloadFile(session, `/api/files/${e.file_id}`, `inspection-export-${e.file_id}.zip`);
    setBusy(null);
    if (!result.ok) setErrors(result.errors);
  };

  return (
    <section aria-labelledby="inspection-list-title">
      <h2 id="inspection-list-title">Exports</h2>
      <ServerErrors errors={errors} scroll={false} title="The export could not be downloaded:" />
      <PagedTable
        label="Inspection exports"
        caption="Inspection exports, newest first"
        headers={['Requested', 'Forms I-9', 'Status', 'Download']}
        useList={useExportPage}
        filters={companyId === undefined ? {} : { companyId }}
        rowKey={(e: InspectionExportView) => e.id}
        row={(e: InspectionExportView) => (
          <tr>
            <td>{formatDateTime(e.created_at)}</td>
            <td>{scopeText(e)}</td>
            <td>
              <Progress e={e} />
            </td>
            <td>
              {e.status === 'done' && e.file_id ? (
                <button type="button" className="button button--secondary" disabled={busy !== null} aria-busy={busy === e.id} onClick={() => void download(e)}>
                  {busy === e.id ? 'Downloading…' : 'Download zip'}
                  <span className="visually-hidden">, requested {formatDateTime(e.created_at)}</span>
                </button>
              ) : (
                <span className="visually-hidden">Not ready</span>
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
