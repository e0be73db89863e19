import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The `token` of a one-use account link's fragment (`#token=…`), or null when it has none. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}

/**
 * The token of a password-reset or invitation link, read once from the address's fragment, which is
 * then dropped from the address bar (a history.replaceState through the router) so the token does not
 * linger in the address, a bookmark or a shared screenshot. The page keeps its copy in state.
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  const hasHash = Boolean(location.hash);
  useEffect(() => {
    if (hasHash) navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [hasHash, location.pathname, location.search, navigate]);
  return token;
}
