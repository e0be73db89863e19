import { SetMetadata } from '@nestjs/common';
import type { ApiKeyScope } from '@clearhire/contracts';

export const KEY_SCOPE_KEY = 'clearhire:key-scope';

/**
 * The route also accepts an API key of the company, when the key holds this scope. A route without
 * it never accepts a key: account, team, key, webhook-endpoint and administrator routes have none.
 */
export const AcceptsApiKey = (scope: ApiKeyScope) => SetMetadata(KEY_SCOPE_KEY, scope);
