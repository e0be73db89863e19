import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiSecurity } from '@nestjs/swagger';
import type { ApiKeyScope } from '@clearhire/contracts';

export const KEY_SCOPE_KEY = 'clearhire:key-scope';

/** The OpenAPI security scheme of API keys (declared in openapi-document.ts). */
export const API_KEY_SECURITY = 'apiKey';

/**
 * The route also accepts an API key of the company, when the key holds this scope. A route without
 * it never accepts a key: account, team, key, webhook-endpoint and administrator routes have none.
 * The OpenAPI document lists the key as a second way to call it, with the scope in `x-api-key-scope`.
 */
export const AcceptsApiKey = (scope: ApiKeyScope) =>
  applyDecorators(SetMetadata(KEY_SCOPE_KEY, scope), ApiSecurity(API_KEY_SECURITY), ApiExtension('x-api-key-scope', scope));
