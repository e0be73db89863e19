import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '../session/token';
import { unsignedToken } from '../session/unsigned-token';
import { publicSiteRoutes } from './routes';

/** A readable session token (the portal never checks the signature; the API does). */
export function fakeToken(
  claims: Partial<{ userId: number; isAdmin: boolean; name: string; companyId: number | null }> = {},
): string {
  const payload = {
    userId: 7,
    isAdmin: false,
    name: 'Ana Díaz',
    companyId: 3,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return unsignedToken(payload);
}

export function storeLogin(): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, fakeToken());
}

/** Where the router ended up, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Renders the public site at `path`, with stand-ins for the dashboard pages other areas own. */
export function renderSite(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {publicSiteRoutes()}
        <Route path="/dashboard/*" element={<h1>Dashboard stand-in</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** JSON answer for a mocked fetch; a fresh Response per call because a body can be read once. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The JSON body the page sent with the n-th fetch call. */
export async function sentBody(fetchMock: { mock: { calls: unknown[][] } }, call = 0): Promise<unknown> {
  const [input, init] = fetchMock.mock.calls[call] as [RequestInfo, RequestInit | undefined];
  if (input instanceof Request) return input.clone().json();
  return JSON.parse(String(init?.body));
}

/** Whether an element is shown: neither it nor an ancestor carries the `hidden` attribute (jsdom applies no CSS). */
export function isShown(element: Element | null): boolean {
  if (!element) return false;
  return element.closest('[hidden]') === null;
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** The title is set in an effect, which can run just after the page's first render. */
export async function expectTitle(title: string): Promise<void> {
  await waitFor(() => expect(document.title).toBe(title));
}
