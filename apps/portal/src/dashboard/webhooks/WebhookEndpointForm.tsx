import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, type WebhookEventType } from '@clearhire/contracts';
import type { WebhookEndpointView } from '../../api/generated';
import { ServerErrors } from '../../ui/ServerErrors';
import { TextField } from '../../ui/form/Fields';
import { textRules } from '../../ui/form/rules';
import { useServerErrors } from '../../ui/form/server-errors';
import { useKitForm } from '../../ui/form/use-kit-form';
import shared from '../common/dashboard.module.css';

export interface WebhookEndpointValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

const FIELDS = { fields: ['url', 'description', 'events'] as const };

function valuesOf(endpoint: WebhookEndpointView | null): WebhookEndpointValues {
  return { url: endpoint?.url ?? '', description: endpoint?.description ?? '', events: endpoint ? [...endpoint.events] : [] };
}

interface Props {
  /** The endpoint changed, or null for a new one. */
  endpoint: WebhookEndpointView | null;
  /** Sends the form; resolves whether the API accepted it. */
  onSave: (values: WebhookEndpointValues) => Promise<boolean>;
  onCancel?: () => void;
  isLoading: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
}

/**
 * An endpoint's https URL, what it is for and the events it receives. The API checks the address
 * (public, https): its refusal shows under the URL.
 */
export function WebhookEndpointForm({ endpoint, onSave, onCancel, isLoading, error }: Props) {
  const form = useKitForm<WebhookEndpointValues>({ defaultValues: valuesOf(endpoint) });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const serverErrors = useServerErrors(error, setError, FIELDS);
  const id = endpoint ? `webhook-${endpoint.id}` : 'webhook-new';
  const eventsError = errors.events?.message ?? errors.events?.root?.message;

  const submit = handleSubmit(async (values) => {
    if ((await onSave({ ...values, url: values.url.trim(), description: values.description.trim() })) && !endpoint) form.reset(valuesOf(null));
  });

  return (
    <>
      <ServerErrors errors={serverErrors} scroll={false} />
      <form onSubmit={submit} noValidate aria-label={endpoint ? `Edit the endpoint ${endpoint.url}` : 'Add an endpoint'}>
        <div className={shared.fieldGrid}>
          <TextField
            id={`${id}-url`}
            label="URL"
            hint="https:// and a public address; each delivery is a signed POST."
            required
            type="url"
            inputMode="url"
            maxLength={WEBHOOK_LIMITS.url}
            error={errors.url}
            registration={register('url', textRules('URL', WEBHOOK_LIMITS.url))}
          />
          <TextField
            id={`${id}-description`}
            label="Description"
            maxLength={WEBHOOK_LIMITS.description}
            error={errors.description}
            registration={register('description', textRules('Description', WEBHOOK_LIMITS.description, { required: false }))}
          />
        </div>
        <fieldset className={shared.section} aria-describedby={eventsError ? `${id}-events-error` : undefined}>
          <legend>Events</legend>
          {WEBHOOK_EVENT_TYPES.map((event) => (
            <div className="field" key={event}>
              <label className="choice" htmlFor={`${id}-${event}`}>
                <input id={`${id}-${event}`} type="checkbox" value={event} {...register('events', { validate: (v) => (v && v.length > 0) || 'Pick at least one event.' })} />
                <span>
                  {WEBHOOK_EVENT_LABELS[event]} <code>{event}</code>
                </span>
              </label>
            </div>
          ))}
          {eventsError && (
            <span id={`${id}-events-error`} className="field__error">
              {eventsError}
            </span>
          )}
        </fieldset>
        <span>
          <button type="submit" className="button" disabled={isLoading}>
            {isLoading ? 'Saving…' : endpoint ? 'Save endpoint' : 'Add endpoint'}
          </button>{' '}
          {onCancel && (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              Cancel
            </button>
          )}
        </span>
      </form>
    </>
  );
}
