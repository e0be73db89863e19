import type { ApiKeyScope } from '@clearhire/contracts';
import type { ApiKeyRow } from './api-keys.repository';
import type { ApiKeyView } from './api-keys.dto';

/** A key as its list shows it: never the secret, nor its hash. */
export function presentApiKey(r: ApiKeyRow): ApiKeyView {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scopes: r.scopes as ApiKeyScope[],
    created_by: { id: r.created_by, name: r.created_by_name },
    created_at: r.created_at.toISOString(),
    last_used_at: r.last_used_at?.toISOString() ?? null,
    revoked_at: r.revoked_at?.toISOString() ?? null,
    revoked_by: r.revoked_by ? { id: r.revoked_by, name: r.revoked_by_name } : null,
  };
}
