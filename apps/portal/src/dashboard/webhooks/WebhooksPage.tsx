import { useState } from 'react';
import {
  useWebhooksCreateMutation,
  useWebhooksListQuery,
  useWebhooksRemoveMutation,
  useWebhooksRotateSecretMutation,
  useWebhooksSendTestMutation,
  useWebhooksUpdateMutation,
  type WebhookEndpointView,
} from '../../api/generated';
import { apiErrors, type ApiErrorItem } from '../../api/errors';
import { useSession } from '../../session/use-session';
import { CopyButton } from '../../ui/CopyButton';
import { formatDateTime } from '../../ui/format';
import { ServerErrors } from '../../ui/ServerErrors';
import { usePageTitle } from '../common/hooks';
import { LoadFailed, LoadingText, NotAvailable } from '../common/states';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookEndpointForm, type WebhookEndpointValues } from './WebhookEndpointForm';
import shared from '../common/dashboard.module.css';

/**
 * /dashboard/webhooks, for a company's owners: the HTTPS endpoints its events are sent to, signed per
 * Standard Webhooks. The signing secret shows once, when an endpoint is added or its secret
 * rotated. Each endpoint lists its deliveries with every attempt, and sends a test event.
 */
export function WebhooksPage() {
  const { isAdmin, companyId, isOwner } = useSession();
  if (isAdmin || companyId === null || !isOwner) {
    return <NotAvailable title="Page not available" message="The Webhooks page is for the owners of a company." />;
  }
  return <Webhooks companyId={companyId} />;
}

function Webhooks({ companyId }: { companyId: number }) {
  usePageTitle('Webhooks');
  const { data, error, isLoading, refetch } = useWebhooksListQuery({ companyId });
  const [create, creation] = useWebhooksCreateMutation();
  const [update, change] = useWebhooksUpdateMutation();
  const [editing, setEditing] = useState<string | null>(null);
  /** The secret just made, with its endpoint: shown until the page is left. */
  const [secret, setSecret] = useState<{ endpointId: string; url: string; secret: string } | null>(null);

  if (isLoading) return <LoadingText what="the webhook endpoints" />;
  if (!data) return <LoadFailed what="list of webhook endpoints" error={error} onRetry={refetch} />;
  const edited = data.data.find((e) => e.id === editing) ?? null;

  const add = async (values: WebhookEndpointValues) => {
    const result = await create({ companyId, webhookEndpointCreateDto: { url: values.url, description: values.description || undefined, events: values.events } });
    if ('data' in result && result.data) setSecret({ endpointId: result.data.data.id, url: result.data.data.url, secret: result.data.secret });
    return !('error' in result && result.error);
  };
  const save = async (values: WebhookEndpointValues) => {
    if (!edited) return false;
    const result = await update({ companyId, endpointId: edited.id, webhookEndpointUpdateDto: { url: values.url, description: values.description, events: values.events } });
    const ok = !('error' in result && result.error);
    if (ok) setEditing(null);
    return ok;
  };

  return (
    <>
      <div className={shared.pageHeader}>
        <h1>Webhooks</h1>
      </div>
      <p>
        ClearHire sends the events you pick to your systems as signed HTTPS POSTs (Standard Webhooks). Payloads carry ids, statuses, dates and links to the API, never personal data. A failed delivery is
        retried for 3 days; an endpoint failing that long is disabled and you get an e-mail.
      </p>
      <div className={shared.stack}>
        {secret && (
          <section aria-labelledby="webhook-secret-title" className="card" role="region">
            <h2 id="webhook-secret-title">Signing secret of {secret.url}</h2>
            <p>Copy it now: it is not shown again. Verify each delivery&apos;s signature with it.</p>
            <p>
              <code data-testid="webhook-secret">{secret.secret}</code> <CopyButton text={secret.secret} label="Copy the secret" />
            </p>
            <button type="button" className="button button--secondary" onClick={() => setSecret(null)}>
              I have stored it
            </button>
          </section>
        )}
        {data.data.length === 0 && <p className={shared.muted}>No endpoints yet.</p>}
        {data.data.map((endpoint) => (
          <EndpointCard key={endpoint.id} companyId={companyId} endpoint={endpoint} onEdit={() => setEditing(endpoint.id)} onSecret={(s) => setSecret({ endpointId: endpoint.id, url: endpoint.url, secret: s })} />
        ))}
        {edited && (
          <section aria-labelledby="webhook-edit-title" className="card">
            <h2 id="webhook-edit-title">Edit {edited.url}</h2>
            <WebhookEndpointForm key={edited.id} endpoint={edited} onSave={save} onCancel={() => setEditing(null)} isLoading={change.isLoading} error={change.error} />
          </section>
        )}
        <section aria-labelledby="webhook-add-title" className="card">
          <h2 id="webhook-add-title">Add an endpoint</h2>
          <WebhookEndpointForm endpoint={null} onSave={add} isLoading={creation.isLoading} error={creation.error} />
        </section>
      </div>
    </>
  );
}

/** One endpoint: its state, its actions and its deliveries. */
function EndpointCard({ companyId, endpoint, onEdit, onSecret }: { companyId: number; endpoint: WebhookEndpointView; onEdit: () => void; onSecret: (secret: string) => void }) {
  const [update, change] = useWebhooksUpdateMutation();
  const [rotate, rotation] = useWebhooksRotateSecretMutation();
  const [sendTest, testing] = useWebhooksSendTestMutation();
  const [remove, removal] = useWebhooksRemoveMutation();
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const titleId = `webhook-${endpoint.id}-title`;
  const busy = change.isLoading || rotation.isLoading || testing.isLoading || removal.isLoading;

  const act = async (call: () => Promise<{ data?: unknown; error?: unknown }>) => {
    setErrors([]);
    const result = await call();
    if (result.error) setErrors(apiErrors(result.error as Parameters<typeof apiErrors>[0]));
    return result;
  };
  const rotateSecret = async () => {
    const result = await act(() => rotate({ companyId, endpointId: endpoint.id }));
    const made = result.data as { secret?: string } | undefined;
    if (made?.secret) onSecret(made.secret);
  };

  return (
    <section aria-labelledby={titleId} className="card">
      <h2 id={titleId}>
        <code>{endpoint.url}</code>
      </h2>
      {endpoint.description && <p>{endpoint.description}</p>}
      <p>
        <strong>{endpoint.enabled ? 'Enabled' : 'Disabled'}</strong>
        {!endpoint.enabled && endpoint.disabled_at && (
          <span>
            {' '}
            since {formatDateTime(endpoint.disabled_at)}
            {endpoint.disabled_reason === 'failing' ? ': every delivery failed for 3 days' : ''}
          </span>
        )}
        {endpoint.enabled && endpoint.failing_since && <span> · failing since {formatDateTime(endpoint.failing_since)}</span>}
      </p>
      <p>
        Events: {endpoint.events.map((e) => <code key={e}>{e} </code>)}
      </p>
      <ServerErrors errors={errors} scroll={false} />
      <p className={shared.actions}>
        <button type="button" className="button" disabled={busy || !endpoint.enabled} onClick={() => act(() => sendTest({ companyId, endpointId: endpoint.id }))}>
          Send test event
        </button>{' '}
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => act(() => update({ companyId, endpointId: endpoint.id, webhookEndpointUpdateDto: { enabled: !endpoint.enabled } }))}>
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </button>{' '}
        <button type="button" className="button button--secondary" disabled={busy} onClick={onEdit}>
          Edit
        </button>{' '}
        <button type="button" className="button button--secondary" disabled={busy} onClick={rotateSecret}>
          Rotate secret
        </button>{' '}
        <button type="button" className="button button--danger" disabled={busy} onClick={() => act(() => remove({ companyId, endpointId: endpoint.id }))}>
          Delete
        </button>
      </p>
      <h3>Deliveries</h3>
      <WebhookDeliveries companyId={companyId} endpointId={endpoint.id} enabled={endpoint.enabled} />
    </section>
  );
}
