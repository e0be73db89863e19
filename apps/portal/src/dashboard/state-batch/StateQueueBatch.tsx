import { useEffect, useRef, useState, type FormEvent } from 'react';
import { shallowEqual, useSelector } from 'react-redux';
import { clearhireApi, useSubmissionsQueueQuery, type QueuedSubmission, type StateBatchDto } from '../../api/generated';
import { downloadFile } from '../../api/download-file';
import type { ApiErrorItem } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { useFileSession } from '../../session/use-file-session';
import { ServerErrors } from '../../ui/ServerErrors';
import { PAGE_SIZE, usePages, ViewMoreButton } from '../common/paging';
import { LoadFailed, LoadingText } from '../common/states';
import { SENT_CHANNELS, SENT_CHANNEL_LABELS, type SentChannel } from '../common/status';
import { STATE_BATCH_MAX, allReadyChosen, batchIds, toggleAllReady, toggleRow, type Selection } from './batch-selection';
import { QueueTable, type QueueState, type RowSelection } from './QueueTable';
import styles from './state-batch.module.css';

const STATE_BATCH_PATH = '/api/submissions/state-batch';

/** The API's own default when sentChannel is left out: a batch is usually one bulk upload file. */
const DEFAULT_CHANNEL: SentChannel = 'bulk-upload';

const LIMIT_HINT_ID = 'state-batch-limit';

interface Props {
  state: QueueState;
  stateName: string;
  /** Tells the page a batch is being prepared, so the state cannot be switched under it. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * The queue of one state and the batch picked from it. The page keys it by state, so the choice,
 * the pages shown and the last result start afresh for another state.
 */
export function StateQueueBatch({ state, stateName, onBusyChange }: Props) {
  const dispatch = useAppDispatch();
  const session = useFileSession();
  const { laterOffsets, lastOffset, shown, showMore } = usePages();
  const first = useSubmissionsQueueQuery({ state, limit: PAGE_SIZE, offset: 0 });
  const last = useSubmissionsQueueQuery({ state, limit: PAGE_SIZE, offset: lastOffset });
  const rows = useShownRows(state, [0, ...laterOffsets]);

  const [selected, setSelected] = useState<Selection>(() => new Set());
  const [channel, setChannel] = useState<SentChannel>(DEFAULT_CHANNEL);
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState('');
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  useEffect(() => {
    onBusyChange(running);
    return () => onBusyChange(false);
  }, [running, onBusyChange]);

  const chosen = batchIds(rows, selected);
  const full = chosen.length >= STATE_BATCH_MAX;
  const selection: RowSelection = {
    isChosen: (id) => selected.has(id),
    full,
    busy: running,
    onToggle: (id, on) => setSelected((current) => toggleRow(rows, current, id, on)),
    limitHintId: LIMIT_HINT_ID,
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (running || chosen.length === 0 || chosen.length > STATE_BATCH_MAX) return;
    setRunning(true);
    setErrors([]);
    setDone('');
    const body: StateBatchDto = { state, submissionIds: chosen, sentChannel: channel };
    const result = await downloadFile(session, STATE_BATCH_PATH, 'state-batch.zip', { method: 'POST', json: body });
    setRunning(false);
    if (!result.ok) {
      // Nothing was marked sent: the choice stays so the admin can fix it (wait for forms) and retry.
      setErrors(result.errors);
      return;
    }
    // Only the pending ones are marked; one sent meanwhile by someone else is in the zip but not counted.
    const marked = Number.parseInt(result.headers.get('X-Marked-Sent') ?? '', 10);
    setDone(`Downloaded ${result.filename}: ${countOf(Number.isNaN(marked) ? chosen.length : marked)} marked sent to the state.`);
    setSelected(new Set());
    // The sent rows leave the queue; the submission lists and the dashboard's by-status figures change too.
    dispatch(clearhireApi.util.invalidateTags(['submissions', 'dashboard']));
  };

  const total = first.currentData?.count ?? 0;
  return (
    <>
      <ServerErrors errors={errors} title="The batch was not prepared:" />
      <div role="status">{done && <p className="banner banner--success">{done}</p>}</div>
      {first.currentData ? (
        total === 0 ? (
          <p>No pending submissions for {stateName}.</p>
        ) : (
          <form aria-label={`Batch for ${stateName}`} onSubmit={(event) => void send(event)} noValidate>
            <div className={styles.batchBar}>
              <SelectAllReady
                checked={allReadyChosen(rows, selected)}
                partly={chosen.length > 0}
                disabled={running || !rows.some((row) => row.forms_ready)}
                onToggle={() => setSelected((current) => toggleAllReady(rows, current))}
              />
              <p className={styles.count} aria-live="polite">
                {chosen.length} selected
              </p>
              <div className="field">
                <label htmlFor="state-batch-channel">Sent by</label>
                <select id="state-batch-channel" value={channel} disabled={running} onChange={(event) => setChannel(event.target.value as SentChannel)}>
                  {SENT_CHANNELS.map((value) => (
                    <option key={value} value={value}>
                      {SENT_CHANNEL_LABELS[value]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="button" disabled={running || chosen.length === 0} aria-busy={running}>
                {running ? 'Preparing batch…' : 'Download batch and mark sent'}
              </button>
            </div>
            <p id={LIMIT_HINT_ID} className={`field__hint ${styles.limit}`}>
              {full ? `The batch is full: one batch holds at most ${STATE_BATCH_MAX} submissions.` : `One batch holds at most ${STATE_BATCH_MAX} submissions.`}
            </p>
            <QueueTable state={state} stateName={stateName} firstRows={first.currentData.data} laterOffsets={laterOffsets} selection={selection} />
            <ViewMoreButton total={total} shown={shown} loading={last.isFetching} onClick={showMore} />
          </form>
        )
      ) : first.isError ? (
        <LoadFailed what="queue" error={first.error} onRetry={() => void first.refetch()} />
      ) : (
        <LoadingText what={`pending submissions for ${stateName}`} />
      )}
    </>
  );
}

interface SelectAllProps {
  checked: boolean;
  /** Some rows are chosen but not all: the box shows a dash (mixed). */
  partly: boolean;
  disabled: boolean;
  onToggle: () => void;
}

function SelectAllReady({ checked, partly, disabled, onToggle }: SelectAllProps) {
  const ref = useRef<HTMLInputElement>(null);
  // 'Mixed' has no HTML attribute: it is a DOM property only.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = partly && !checked;
  }, [partly, checked]);
  return (
    <label className="choice" htmlFor="state-batch-all">
      <input ref={ref} id="state-batch-all" type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} />
      Select all ready on this page
    </label>
  );
}

/** The store as the generated endpoints see it: the same `api` slice, typed with the generated tags (RootState's is not). */
type QueueCacheState = Parameters<ReturnType<typeof clearhireApi.endpoints.submissionsQueue.select>>[0];

/**
 * The rows of every page shown, in order, read from the cache the page components fill: "select
 * all" and the batch need them all, while each page still fetches (and refetches) on its own.
 */
function useShownRows(state: QueueState, offsets: number[]): QueuedSubmission[] {
  return useSelector(
    (root: QueueCacheState) => offsets.flatMap((offset) => clearhireApi.endpoints.submissionsQueue.select({ state, limit: PAGE_SIZE, offset })(root).data?.data ?? []),
    shallowEqual,
  );
}

function countOf(n: number): string {
  return n === 1 ? '1 submission' : `${n} submissions`;
}
