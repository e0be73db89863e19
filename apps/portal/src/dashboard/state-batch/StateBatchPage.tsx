import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { US_STATES } from '@clearhire/contracts';
import { WOTC_SUBMISSION_DAYS } from '@clearhire/domain';
import { useSession } from '../../session/use-session';
import { usePageTitle } from '../common/hooks';
import { NotAvailable } from '../common/states';
import shared from '../common/dashboard.module.css';
import type { QueueState } from './QueueTable';
import { StateQueueBatch } from './StateQueueBatch';
import { withParam } from '../common/url-params';

/** The `state` query parameter, when it names a state the API knows (anything else asks for a choice). */
function stateOf(param: string | null): { code: QueueState; name: string } | undefined {
  const found = US_STATES.find((s) => s.code === param);
  return found && { code: found.code as QueueState, name: found.name };
}

/**
 * State Batch (docs/compliance.md §3.2): an administrator picks one state's pending submissions and downloads
 * them as the zip its state workforce agency takes, and they are marked sent in the same step.
 * A company user is told plainly that the page is not theirs, as on the companies list.
 */
export function StateBatchPage() {
  const { isAdmin } = useSession();
  if (!isAdmin) {
    return <NotAvailable title="Page not available" message="State batches are prepared by administrators only." />;
  }
  return <StateBatchScreen />;
}

function StateBatchScreen() {
  usePageTitle('State Batch');
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const [busy, setBusy] = useState(false);

  // The chosen state lives in the URL (?state=TX) so the page can be bookmarked and the back button returns to it.
  const choose = (code: string) => setParams((current) => withParam(current, 'state', code));

  return (
    <>
      <div className={shared.pageHeader}>
        <h1>State Batch</h1>
      </div>
      <div className={shared.intro}>
        <p>
          Form 8850 must reach the state workforce agency within {WOTC_SUBMISSION_DAYS} days of the hire&apos;s start date. Choose a state, then
          the pending submissions to send; the most urgent are listed first.
        </p>
        <p>
          The download is one zip file: a CSV of the request fields and every Form 8850 and ETA Form 9061, to upload to the state
          agency&apos;s portal or to send by mail or fax. Each submission in it is marked sent to the state with today&apos;s date and the
          channel chosen under &ldquo;Sent by&rdquo;.
        </p>
      </div>
      <div className={shared.toolbar}>
        <div className="field">
          <label htmlFor="state-batch-state">State</label>
          <select id="state-batch-state" value={state?.code ?? ''} disabled={busy} onChange={(event) => choose(event.target.value)}>
            <option value="">Choose a state…</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {state ? (
        <StateQueueBatch key={state.code} state={state.code} stateName={state.name} onBusyChange={setBusy} />
      ) : (
        <p>Choose a state to see its pending submissions.</p>
      )}
    </>
  );
}
