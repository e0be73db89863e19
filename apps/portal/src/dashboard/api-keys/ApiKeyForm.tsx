import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { API_KEY_LIMITS, API_KEY_SCOPES, API_KEY_SCOPE_LABELS, type ApiKeyScope } from '@clearhire/contracts';
import { ServerErrors } from '../../ui/ServerErrors';
import { TextField } from '../../ui/form/Fields';
import { textRules } from '../../ui/form/rules';
import { useServerErrors } from '../../ui/form/server-errors';
import { useKitForm } from '../../ui/form/use-kit-form';
import shared from '../common/dashboard.module.css';

export interface ApiKeyValues {
  name: string;
  scopes: ApiKeyScope[];
}

const FIELDS = { fields: ['name', 'scopes'] as const };
const EMPTY: ApiKeyValues = { name: '', scopes: [] };

interface Props {
  /** Sends the form; resolves whether the API made the key. */
  onCreate: (values: ApiKeyValues) => Promise<boolean>;
  isLoading: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
}

/**
 * A new key's name and scopes, each scope with what it lets the other system do. The API's refusals
 * show at the top and under the field they name (a name already in use on `name`).
 */
export function ApiKeyForm({ onCreate, isLoading, error }: Props) {
  const form = useKitForm<ApiKeyValues>({ defaultValues: EMPTY });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const serverErrors = useServerErrors(error, setError, FIELDS);
  const scopesError = errors.scopes?.message ?? (errors.scopes as { root?: { message?: string } } | undefined)?.root?.message;

  const submit = handleSubmit(async (values) => {
    if ((await onCreate({ name: values.name.trim(), scopes: values.scopes })) === true) form.reset(EMPTY);
  });

  return (
    <>
      <ServerErrors errors={serverErrors} scroll={false} />
      <form onSubmit={submit} noValidate aria-label="Create an API key">
        <TextField
          id="api-key-name"
          label="Name"
          hint="What the key is for, for example the system that will use it."
          required
          maxLength={API_KEY_LIMITS.name}
          error={errors.name}
          registration={register('name', textRules('Name', API_KEY_LIMITS.name))}
        />
        <fieldset className="field" id="api-key-scopes" aria-describedby={scopesError ? 'api-key-scopes-error' : undefined}>
          <legend>What the key may do</legend>
          {API_KEY_SCOPES.map((scope) => (
            <div className="field" key={scope}>
              <label className="choice" htmlFor={`api-key-scope-${scope}`}>
                <input
                  id={`api-key-scope-${scope}`}
                  type="checkbox"
                  value={scope}
                  aria-describedby={`api-key-scope-${scope}-hint`}
                  {...register('scopes', { validate: (chosen) => (chosen && chosen.length > 0) || 'Choose at least one scope.' })}
                />
                <span>
                  <code>{scope}</code>
                </span>
              </label>
              <span id={`api-key-scope-${scope}-hint`} className="field__hint">
                {API_KEY_SCOPE_LABELS[scope]}
              </span>
            </div>
          ))}
          {scopesError && (
            <span id="api-key-scopes-error" className="field__error">
              {scopesError}
            </span>
          )}
        </fieldset>
        <div className={shared.stack}>
          <span>
            <button type="submit" className="button" disabled={isLoading}>
              {isLoading ? 'Creating…' : 'Create key'}
            </button>
          </span>
        </div>
      </form>
    </>
  );
}
