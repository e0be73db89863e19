/**
 * For tests: a token whose payload is encoded as the API's signer encodes it (UTF-8 JSON in
 * base64url), so names with accents reach the portal's decoder as they do in production. The
 * signature is a stand-in: the portal never checks it, the API does.
 */
export function unsignedToken(payload: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const body = btoa(String.fromCharCode(...bytes)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `eyJhbGciOiJIUzI1NiJ9.${body}.signature`;
}
