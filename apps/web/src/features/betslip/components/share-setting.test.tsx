import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENCIES } from '@sportsbook/betting/money/currency';
import { addSelection } from '@sportsbook/betting/ticket/construction';
import { clearTicket } from '@sportsbook/betting/ticket/state';
import en from '@/i18n/messages/en.json';
import type { MessageTree } from '../slip-messages';
import { applyShareCode, SharedBetRestore } from '../shared-restore';
import { OPTIONS, selection, slipEnv } from '../test-fixtures';
import { ticketStore } from '../ticket-store';
import { Slip } from './slip';

const env = slipEnv();
const sharebet = en.sharebet as MessageTree;
const notFound = en.sharebet['not-found-modal'];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  window.history.replaceState(null, '', '/?betcode=NOPE0000');
});
afterEach(() => {
  vi.unstubAllGlobals();
  ticketStore.setTicket(clearTicket());
  sessionStorage.clear();
  localStorage.clear();
});

const restore = (enabled?: boolean) =>
  render(
    <SharedBetRestore
      ready
      {...(enabled === undefined ? {} : { enabled })}
      currency={CURRENCIES.EUR}
      messages={sharebet}
    />,
  );

describe('shared bet links (spec §4 restore, §5 share-bet setting, §8 texts)', () => {
  it('an unknown code shows link-not-found and leaves the URL', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(404, { code: 'share_code_not_found', message: 'not found' })),
    );
    restore();
    expect(await screen.findByText(notFound['link-not-found'])).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  it('a code whose bets are gone shows link-try-another-bet; a failure link-try-later', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json(200, { data: [] })));
    const first = restore();
    expect(await screen.findByText(notFound['link-try-another-bet'])).toBeTruthy();
    first.unmount();
    window.history.replaceState(null, '', '/?betcode=ABCD12');
    vi.stubGlobal('fetch', () => Promise.resolve(json(503, { code: 'down', message: 'down' })));
    restore();
    expect(await screen.findByText(notFound['link-try-later'])).toBeTruthy();
  });

  it('with the share-bet setting off a link is ignored: no call, no modal', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    restore(false);
    await waitFor(() => expect(window.location.search).toBe('?betcode=NOPE0000'));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.queryByTestId('share-not-found')).toBeNull();
  });

  it('a code from the host page (spec §7 apply bet code) is looked up as a link would be', async () => {
    window.history.replaceState(null, '', '/');
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: string | URL) => {
      asked.push(input.toString());
      return Promise.resolve(json(404, { code: 'share_code_not_found', message: 'not found' }));
    });
    restore();
    act(() => applyShareCode('HOST1234'));
    expect(await screen.findByText(notFound['link-not-found'])).toBeTruthy();
    expect(asked.some((url) => url.includes('HOST1234'))).toBe(true);
  });

  it('with the setting off the slip offers no sharing', () => {
    act(() => ticketStore.setTicket(addSelection(clearTicket(), selection(1, 0), OPTIONS)));
    const m = en.betslip as MessageTree;
    const { rerender } = render(<Slip env={env} messages={m} />);
    expect(screen.queryByTestId('share-bet')).toBeTruthy();
    rerender(<Slip env={{ ...env, shareBetEnabled: false }} messages={m} />);
    expect(screen.queryByTestId('share-bet')).toBeNull();
  });
});
