import { useState } from 'react';
import { useWebhooksDeliveriesQuery, useWebhooksReplayMutation, type WebhooksDeliveriesApiArg, type WebhookDeliveryView } from '../../api/generated';
import { apiErrors, type ApiErrorItem } from '../../api/errors';
import { formatDateTime } from '../../ui/format';
import { ServerErrors } from '../../ui/ServerErrors';
import { PagedTable } from '../common/paging';
import shared from '../common/dashboard.module.css';

/** The worker tries deliveries on its own: the list refreshes while it is open. */
const REFRESH_MS = 2000;

function useDeliveriesPage(args: WebhooksDeliveriesApiArg) {
  return useWebhooksDeliveriesQuery(args, { pollingInterval: REFRESH_MS });
}

const HEADERS = ['Event', 'Created', 'Status', 'Attempts', 'Replay'] as const;

const STATUS_WORDS: Record<WebhookDeliveryView['status'], string> = { pending: 'Pending', succeeded: 'Delivered', failed: 'Failed', disabled: 'Not sent (endpoint disabled)' };

/** One endpoint's deliveries, newest first, a server page at a time, each with every attempt and a replay button. */
export function WebhookDeliveries({ companyId, endpointId, enabled }: { companyId: number; endpointId: string; enabled: boolean }) {
  const [replay, replaying] = useWebhooksReplayMutation();
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const send = async (delivery: WebhookDeliveryView) => {
    setErrors([]);
    const result = await replay({ companyId, endpointId, deliveryId: delivery.id });
    if ('error' in result && result.error) setErrors(apiErrors(result.error));
  };
  return (
    <div className={shared.stack}>
      <ServerErrors errors={errors} scroll={false} />
      <PagedTable<WebhookDeliveryView, { companyId: number; endpointId: string }>
        label="Deliveries table"
        caption="Deliveries of this endpoint, newest first"
        headers={HEADERS}
        useList={useDeliveriesPage}
        filters={{ companyId, endpointId }}
        rowKey={(d) => d.id}
        row={(d) => (
          <tr>
            <th scope="row">
              <code>{d.event_type}</code>
              <br />
              <span className={shared.muted}>{d.message_id}</span>
            </th>
            <td>{formatDateTime(d.created_at)}</td>
            <td>
              {STATUS_WORDS[d.status]}
              {d.next_attempt_at && <span className={shared.muted}> · next try {formatDateTime(d.next_attempt_at)}</span>}
            </td>
            <td>
              {d.attempts.length === 0 ? (
                <span className={shared.muted}>None yet</span>
              ) : (
                <ol aria-label={`Attempts of ${d.message_id}`}>
                  {d.attempts.map((a) => (
                    <li key={a.attempted_at}>
                      {formatDateTime(a.attempted_at)}: {a.status !== null ? `HTTP ${a.status}` : a.error} ({a.duration_ms} ms)
                      {a.answer && (
                        <>
                          {' '}
                          <code>{a.answer.slice(0, 200)}</code>
                        </>
                      )}
                    </li>
                  ))}
                </ol>
              )}
            </td>
            <td>
              {d.status !== 'pending' && enabled && (
                <button type="button" className="button button--secondary" disabled={replaying.isLoading} onClick={() => send(d)}>
                  Replay <span className="visually-hidden">{d.message_id}</span>
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </div>
  );
}
