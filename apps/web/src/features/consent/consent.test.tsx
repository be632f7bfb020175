import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { systemQueryOptions } from '@/api/platform';
import type { System } from '@/api/platform-types';
import en from '@/i18n/messages/en.json';
import type { AppShellMode } from '@/session/app-shell';
import {
  rememberTracking,
  takeTracking,
  trackingForSignUp,
  TRACKING_KEY,
} from '@/session/attribution';
import {
  cookieNoticeDue,
  cookieNoticeWanted,
  isLighthouse,
  parseConsent,
  readConsent,
  serializeConsent,
} from '@/session/consent';
import { ConsentHost } from './consent-host';

const labels = en.consent;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
afterEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('the consent cookie (spec §9 stored key consent)', () => {
  it('reads back what it wrote; another version or garbage is no answer', () => {
    const c = { attribution: true, analytics: false };
    expect(parseConsent(serializeConsent(c))).toEqual(c);
    expect(parseConsent('v0.a1.s1')).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });

  it('no notice in the app webview or for Lighthouse (spec §4)', () => {
    expect(isLighthouse('Mozilla/5.0 Chrome/120 Chrome-Lighthouse')).toBe(true);
    expect(isLighthouse('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe(false);
    expect(cookieNoticeWanted()).toBe(true);
    // the server rendered the page for the app's webview (proxy.ts: agent, ?app=, cookie)
    document.documentElement.setAttribute('data-app-shell', 'webview');
    expect(cookieNoticeWanted()).toBe(false);
    document.documentElement.setAttribute('data-app-shell', 'webview-header');
    expect(cookieNoticeWanted()).toBe(false);
    document.documentElement.removeAttribute('data-app-shell');
    expect(cookieNoticeWanted()).toBe(true);
  });
});

describe("the server's decision (spec §4, from the request's cookie, agent and app shell)", () => {
  it('is due without a valid answer, outside the webview and Lighthouse', () => {
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36';
    const due = (
      consent?: string,
      appShell: AppShellMode = 'web',
      userAgent: string | null = browser,
    ) => cookieNoticeDue({ consent, appShell, userAgent });
    expect(due(undefined)).toBe(true);
    expect(due('v0.a1.s1')).toBe(true);
    expect(due('v1.a0.s0')).toBe(false);
    expect(due(undefined, 'webview')).toBe(false);
    expect(due(undefined, 'webview-header')).toBe(false);
    expect(due(undefined, 'web', `${browser} Chrome-Lighthouse`)).toBe(false);
    expect(due(undefined, 'web', null)).toBe(true);
  });
});

describe('tracking parameters (spec §2)', () => {
  it('are taken out of the URL, other parameters and the hash kept; bad values dropped', () => {
    expect(takeTracking('https://bet.example/soccer?ctag=a1&x=2&gclid=C.j-0~x#odds')).toEqual({
      tracking: { ctag: 'a1', gclid: 'C.j-0~x' },
      cleaned: '/soccer?x=2#odds',
    });
    expect(takeTracking('https://bet.example/?btag=%3Cscript%3E')).toEqual({
      tracking: {},
      cleaned: '/',
    });
    expect(takeTracking('https://bet.example/live?x=1')).toEqual({ tracking: {}, cleaned: null });
  });

  it('stay in memory without consent, go to storage and the sign-up with it', () => {
    rememberTracking({ stag: 's-1' });
    expect(localStorage.getItem(TRACKING_KEY)).toBeNull();
    expect(trackingForSignUp()).toBeUndefined();
    document.cookie = `consent=${serializeConsent({ attribution: true, analytics: false })}; Path=/`;
    rememberTracking({ qtag: 'q-2' });
    expect(JSON.parse(localStorage.getItem(TRACKING_KEY) ?? '{}')).toEqual({
      stag: 's-1',
      qtag: 'q-2',
    });
    expect(trackingForSignUp()).toEqual({ stag: 's-1', qtag: 'q-2' });
  });
});

describe('the cookie drawer (spec §4 access blocked without consent)', () => {
  // GET /system's answer (after the render) rules over the server's, here its opposite
  function renderNotice(cookieConsentRequired: boolean) {
    const client = new QueryClient();
    client.setQueryData(systemQueryOptions('en').queryKey, { cookieConsentRequired } as System);
    return render(
      <QueryClientProvider client={client}>
        <ConsentHost
          labels={labels}
          locale="en"
          notice={{ due: true, required: !cookieConsentRequired }}
        />
      </QueryClientProvider>,
    );
  }

  it('blocks as a modal without a close button until answered; the answer is stored', async () => {
    renderNotice(true);
    const drawer = await screen.findByTestId('cookie-drawer');
    expect(drawer.closest('dialog')?.open).toBe(true);
    expect(screen.queryByRole('button', { name: labels.title })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: labels.accept }));
    expect(readConsent()).toEqual({ attribution: true, analytics: true });
  });

  it('without the customization it is the alert, not a modal', () => {
    renderNotice(false);
    expect(screen.getByTestId('cookie-alert').closest('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: labels.choices }));
    fireEvent.click(screen.getByRole('checkbox', { name: labels.analytics }));
    fireEvent.click(screen.getByRole('button', { name: labels.save }));
    expect(readConsent()).toEqual({ attribution: false, analytics: true });
  });
});
