import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { BrowserRouter } from 'react-router-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/App';
import { PRERENDERED_PAGES, render } from './prerender';
import { storeLogin } from './public-site/testing';

const HERO = 'Hire with confidence and claim the tax credits you have earned';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/**
 * The page as the browser receives it: the HTML the build prerendered (no visitor, no session) in
 * #root, at its URL, then main.tsx's hydrateRoot, for a visitor who may be logged in.
 */
async function hydrate(path: string, { loggedIn = false } = {}) {
  const { html } = await render(path);
  if (loggedIn) storeLogin();
  // The build renders in Node and the browser hydrates elsewhere; here both share one React, and the
  // server renderer leaves the last page's context values (the router's) set: one empty render puts
  // them back.
  await prerender(<></>);
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
      { onRecoverableError: (error) => console.error(error) },
    );
  });
  return { container, errors: () => errors.mock.calls.map((args) => String(args[0])).filter((message) => !message.startsWith(ONE_REALM)) };
}

// React's own note that the server renderer and the client both used the router's contexts, which
// only a test does: the build renders in Node, the browser hydrates.
const ONE_REALM = 'Detected multiple renderers concurrently rendering the same context provider';

describe('prerendered pages', () => {
  it('writes the home page with its text and title, whole: nothing left for a script to fill in', async () => {
    const { html, title } = await render('/');
    expect(title).toBe('ClearHire: WOTC tax credits and remote Form I-9');
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('h1')?.textContent).toBe(HERO);
    expect(page.querySelector('#faq-section')).not.toBeNull();
    expect(html).not.toMatch(/<script|<template|Loading…/);
  });

  it.each(PRERENDERED_PAGES.map((p) => p.path))('prerenders %s with one h1 and a title', async (path) => {
    const { html, title } = await render(path);
    expect(title).toMatch(/ClearHire/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('hydrates without a mismatch, and the page then works', async () => {
    const { container, errors } = await hydrate('/');
    const question = await within(container).findByRole('button', { name: 'What does ClearHire cost?' });
    await waitFor(() => expect(question.getAttribute('aria-expanded')).toBe('false'));
    await act(async () => question.click());
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(errors()).toEqual([]);
  });

  it('prerenders the log-in form with its submit disabled until React has taken over the page', async () => {
    const { html } = await render('/login');
    const page = document.createElement('div');
    page.innerHTML = html;
    expect((page.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(true);

    const { container, errors } = await hydrate('/login');
    const submit = await within(container).findByRole('button', { name: 'Log in' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    expect(errors()).toEqual([]);
  });

  it('hydrates for a logged-in visitor without a mismatch, then offers the dashboard in the header', async () => {
    const { container, errors } = await hydrate('/about', { loggedIn: true });
    const nav = within(within(container).getByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'About ClearHire' })).toBeTruthy();
    expect(errors()).toEqual([]);
  });
});
