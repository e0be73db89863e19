import { useState } from 'react';
import { useApiKeysCreateMutation, useApiKeysListQuery, useApiKeysRevokeMutation, type ApiKeyCreated, type ApiKeyView } from '../../api/generated';
import { apiErrors, type ApiErrorItem } from '../../api/errors';
import { CopyButton } from '../../ui/CopyButton';
import { ServerErrors } from '../../ui/ServerErrors';
import { formatDateTime } from '../../ui/format';
import { PagedTable } from '../common/paging';
import { ApiKeyForm, type ApiKeyValues } from './ApiKeyForm';
import shared from '../common/dashboard.module.css';

const HEADERS = ['Name', 'Key', 'Scopes', 'Created by', 'Created', 'Last used', 'Status', 'Actions'] as const;

/**
 * A company's API keys: the list (active first), the form that makes one, the new key's secret shown
 * once, and revoking after a confirmation. The owners' page and an administrator's company page both
 * show it; `level` is the level of its own headings.
 */
export function CompanyApiKeys({ companyId, level = 2 }: { companyId: number; level?: 2 | 3 }) {
  const Heading = `h${level}` as const;
  const [create, creation] = useApiKeysCreateMutation();
  const [revoke, revocation] = useApiKeysRevokeMutation();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [actionErrors, setActionErrors] = useState<ApiErrorItem[]>([]);

  const add = async (values: ApiKeyValues) => {
    const result = await create({ companyId, apiKeyCreateDto: values });
    if ('data' in result && result.data) {
      setCreated(result.data.data);
      return true;
    }
    return false;
  };
  const revokeKey = async (key: ApiKeyView) => {
    setActionErrors([]);
    const result = await revoke({ companyId, keyId: key.id });
    if ('error' in result && result.error) setActionErrors(apiErrors(result.error));
    else setConfirming(null);
  };

  return (
    <div className={shared.stack}>
      {created && <NewKeySecret created={created} level={level} onDone={() => setCreated(null)} />}
      <ServerErrors errors={actionErrors} scroll={false} />
      <PagedTable
        label="API keys table"
        caption="Your company's API keys"
        headers={HEADERS}
        useList={useApiKeysListQuery}
        filters={{ companyId }}
        rowKey={(key: ApiKeyView) => key.id}
        row={(key: ApiKeyView) => (
          <tr>
            <th scope="row">{key.name}</th>
            <td>
              <code>{key.prefix}_…</code>
            </td>
            <td>{key.scopes.join(', ')}</td>
            <td>{key.created_by.name ?? 'A former user'}</td>
            <td>{formatDateTime(key.created_at)}</td>
            <td>{key.last_used_at ? formatDateTime(key.last_used_at) : 'Never'}</td>
            <td>{key.revoked_at ? `Revoked ${formatDateTime(key.revoked_at)}` : 'Active'}</td>
            <td>
              {!key.revoked_at &&
                (confirming === key.id ? (
                  <span role="group" aria-label={`Confirm revoking ${key.name}`}>
                    <span>Systems using this key stop working at once. </span>
                    <button type="button" className="button button--danger" disabled={revocation.isLoading} onClick={() => revokeKey(key)}>
                      Revoke key <span className="visually-hidden">{key.name}</span>
                    </button>{' '}
                    <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
                      Keep it
                    </button>
                  </span>
                ) : (
                  <button type="button" className="button button--secondary" onClick={() => setConfirming(key.id)}>
                    Revoke <span className="visually-hidden">{key.name}</span>
                  </button>
                ))}
            </td>
          </tr>
        )}
      />
      <section aria-labelledby="api-key-add-title" className="card">
        <Heading id="api-key-add-title">Create an API key</Heading>
        <ApiKeyForm onCreate={add} isLoading={creation.isLoading} error={creation.error} />
      </section>
    </div>
  );
}

/** The new key's secret, shown this once: ClearHire keeps only its hash and cannot show it again. */
function NewKeySecret({ created, level, onDone }: { created: ApiKeyCreated; level: 2 | 3; onDone: () => void }) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby="api-key-secret-title" className="card">
      <Heading id="api-key-secret-title">Copy the key “{created.name}” now</Heading>
      <p className="banner banner--warning" role="alert">
        This is the only time the key is shown. Store it where the other system keeps its secrets; if it is lost, revoke it and create a new one.
      </p>
      <p id="api-key-secret-label">Your new API key:</p>
      <div className={shared.secretRow}>
        <code className={shared.secret} aria-labelledby="api-key-secret-label" data-testid="api-key-secret">
          {created.key}
        </code>
        <CopyButton text={created.key} label="Copy the key" />
      </div>
      <p>
        <button type="button" className="button" onClick={onDone}>
          I have stored the key
        </button>
      </p>
    </section>
  );
}
