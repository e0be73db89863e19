import { Link } from 'react-router-dom';
import { STATE_DEADLINE_WARNING_DAYS } from '@clearhire/domain';
import { useSubmissionsQueueQuery, type QueuedSubmission, type SubmissionsQueueApiArg } from '../../api/generated';
import { formatDate } from '../../ui/format';
import { dueLabel } from '../home/DueList';
import { submissionPath } from '../submissions/SubmissionRow';
import { CompanyName } from '../common/CompanyName';
import { PAGE_SIZE } from '../common/paging';
import { LoadingRow } from '../common/states';
import { TableScroll } from '../common/TableScroll';
import shared from '../common/dashboard.module.css';
import styles from './state-batch.module.css';

export type QueueState = SubmissionsQueueApiArg['state'];

const COLUMNS = 6;

/** Tells the rows whether they are in the batch and lets them join or leave it. */
export interface RowSelection {
  isChosen: (id: string) => boolean;
  /** The batch holds the most the API accepts: rows not in it cannot join. */
  full: boolean;
  /** A batch is being prepared: the choice stays as sent until the answer comes back. */
  busy: boolean;
  onToggle: (id: string, on: boolean) => void;
  /** Id of the text saying how many a batch can hold, read out on rows that cannot join a full batch. */
  limitHintId: string;
}

interface Props {
  state: QueueState;
  stateName: string;
  /** The first page, already fetched by the batch form (it also needs the count). */
  firstRows: readonly QueuedSubmission[];
  laterOffsets: number[];
  selection: RowSelection;
}

/** One state's pending submissions, most urgent first, each with the checkbox that puts it in the batch. */
export function QueueTable({ state, stateName, firstRows, laterOffsets, selection }: Props) {
  return (
    <TableScroll label={`Pending submissions for ${stateName}`}>
      <table className="table">
        <caption className="visually-hidden">Pending submissions for {stateName}, most urgent first</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">In batch</span>
            </th>
            <th scope="col">Applicant</th>
            <th scope="col">Company</th>
            <th scope="col">Start Date</th>
            <th scope="col">State Deadline</th>
            <th scope="col">Forms</th>
          </tr>
        </thead>
        <tbody>
          {firstRows.map((row) => (
            <QueueRow key={row.id} row={row} selection={selection} />
          ))}
          {laterOffsets.map((offset) => (
            <LaterQueueRows key={offset} state={state} offset={offset} selection={selection} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function LaterQueueRows({ state, offset, selection }: { state: QueueState; offset: number; selection: RowSelection }) {
  const { currentData, isFetching } = useSubmissionsQueueQuery({ state, limit: PAGE_SIZE, offset });
  if (isFetching && !currentData) return <LoadingRow columns={COLUMNS} />;
  return (
    <>
      {(currentData?.data ?? []).map((row) => (
        <QueueRow key={row.id} row={row} selection={selection} />
      ))}
    </>
  );
}

function QueueRow({ row, selection }: { row: QueuedSubmission; selection: RowSelection }) {
  const name = `${row.firstname} ${row.lastname}`;
  const chosen = row.forms_ready && selection.isChosen(row.id);
  const formsId = `state-batch-forms-${row.id}`;
  // Why a checkbox is off, read out with it: the forms are not ready, or the batch is full.
  const blockedBy = !row.forms_ready ? formsId : !chosen && selection.full ? selection.limitHintId : undefined;
  return (
    <tr>
      <td>
        <label className={styles.rowCheck}>
          <input
            type="checkbox"
            checked={chosen}
            disabled={blockedBy !== undefined || selection.busy}
            aria-describedby={blockedBy}
            onChange={(event) => selection.onToggle(row.id, event.target.checked)}
          />
          <span className="visually-hidden">Select {name}</span>
        </label>
      </td>
      <td>
        <Link to={submissionPath(row.id)}>{name}</Link>
      </td>
      <td>
        <CompanyName name={row.company_name} />
      </td>
      <td className={styles.nowrap}>{row.start_date ? formatDate(row.start_date) : <span className={shared.muted}>Not recorded</span>}</td>
      <td>
        <Deadline row={row} />
      </td>
      <td>
        {row.forms_ready ? (
          <span className="badge badge--approved">Forms ready</span>
        ) : (
          <span id={formsId}>
            <span className="badge badge--pending">Forms still rendering</span>
            <span className={styles.reason}>It can join a batch once its Form 8850 and ETA 9061 are ready.</span>
          </span>
        )}
      </td>
    </tr>
  );
}

/** The 28-day deadline (docs/compliance.md §3.1) with how close it is; none until the hire's start date is recorded. */
function Deadline({ row }: { row: QueuedSubmission }) {
  if (row.state_deadline === null || row.days_left === null) return <span className={shared.muted}>No start date yet</span>;
  const urgency = row.late ? 'badge badge--rejected' : row.days_left <= STATE_DEADLINE_WARNING_DAYS ? 'badge badge--pending' : 'badge';
  return (
    <span className={styles.deadline}>
      <span className={styles.nowrap}>{formatDate(row.state_deadline)}</span>
      <span className={urgency}>{dueLabel({ late: row.late, days_left: row.days_left })}</span>
    </span>
  );
}
