import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static.browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/messages/en.json';
import { readConsent } from '@/session/consent';
import { ConsentHost, type ConsentNotice } from './consent-host';

const labels = en.consent;

// GET /system never answers: the notice must not wait for it
const fetchSystem = vi.fn(() => new Promise<Response>(() => {}));

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSystem);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  document.cookie = 'consent=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
  fetchSystem.mockClear();
});

const page = (notice: ConsentNotice): ReactNode => (
  <QueryClientProvider client={new QueryClient()}>
    <ConsentHost labels={labels} locale="en" notice={notice} />
  </QueryClientProvider>
);

/** The server's HTML (every chunk loaded, as Next renders it), then the browser's hydration. */
async function serverRenderThenHydrate(notice: ConsentNotice) {
  const { prelude } = await prerender(page(notice));
  const html = await new Response(prelude).text();
  container.innerHTML = html;
  const serverText = container.querySelector('p');
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, page(notice), { onRecoverableError: recoverable });
  });
  // React reports a mismatch as a recoverable error, or logs it (one test renders both sides)
  const hydrationErrors = [
    ...recoverable.mock.calls,
    ...consoleError.mock.calls.filter((args) => /hydrat|match/i.test(String(args[0]))),
  ];
  consoleError.mockRestore();
  return { html, serverText, hydrationErrors };
}

describe('the cookie notice as the server decided it (spec §4, issue 18)', () => {
  it('due: the alert is in the server HTML, hydrates in place without a fetch, and an answer hides it', async () => {
    const { html, serverText, hydrationErrors } = await serverRenderThenHydrate({
      due: true,
      required: false,
    });
    expect(html).toContain(labels.text);
    // until hydrated its buttons say they do not answer yet
    expect(html).toContain('aria-disabled="true"');
    expect(hydrationErrors).toEqual([]);
    const accept = screen.getByRole('button', { name: labels.accept });
    expect(accept.getAttribute('aria-disabled')).toBeNull();
    const alert = screen.getByTestId('cookie-alert');
    // the server's paragraph is the one the page keeps: hydrated, not replaced
    expect(alert.querySelector('p')).toBe(serverText);
    // GET /system was asked for and never answered: the alert did not wait for it
    expect(fetchSystem).toHaveBeenCalled();
    fireEvent.click(accept);
    expect(screen.queryByTestId('cookie-alert')).toBeNull();
    expect(readConsent()).toEqual({ attribution: true, analytics: true });
  });

  it('not due: nothing in the HTML, nothing after hydration when the cookie holds an answer', async () => {
    document.cookie = 'consent=v1.a0.s0; Path=/';
    const { html, hydrationErrors } = await serverRenderThenHydrate({
      due: false,
      required: false,
    });
    expect(html).not.toContain(labels.text);
    expect(hydrationErrors).toEqual([]);
    expect(screen.queryByTestId('cookie-alert')).toBeNull();
  });

  it('consent required: the drawer opens after hydration, without waiting for GET /system', async () => {
    const { html, hydrationErrors } = await serverRenderThenHydrate({
      due: true,
      required: true,
    });
    // a modal <dialog> opens in the browser only
    expect(html).not.toContain(labels.text);
    expect(hydrationErrors).toEqual([]);
    const drawer = await screen.findByTestId('cookie-drawer');
    expect(drawer.closest('dialog')?.open).toBe(true);
    expect(screen.queryByTestId('cookie-alert')).toBeNull();
  });
});
