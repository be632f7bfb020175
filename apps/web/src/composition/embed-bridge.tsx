'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { selectedOutcomeIds } from '@sportsbook/betting/ticket/construction';
import { platformKeys, setActiveAccount } from '@/api/platform';
import { setOddsType, useOddsType } from '@/catalogue/odds';
import { applyShareCode, panelStore, ticketStore } from '@/features/betslip';
import {
  createEmbedBridge,
  measureDocument,
  parentOriginOf,
  topEventOf,
  watchPageSize,
  type EmbedBridge,
  type Embedding,
} from '@/features/embed';
import { openSearch } from '@/features/search';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { switchLocaleHref } from '@/i18n/switch-locale';
import { getAccountModal, subscribeAccountModal } from '@/session/account-modal-store';
import { hasHostCashier, setHostCashier } from '@/session/deposit-request';
import { useActiveAccount, useAuthStatus } from '@/session/session';
import { hasTokenSession } from '@/session/token-session';
import { openSheetOnPhone } from './bet-slip-sheet';

const DEPOSIT_PATH = /\/profile\/wallet\/deposit\/?$/;

/** Posts an event only when its payload differs from the last one of that name. */
function changesOnly(bridge: EmbedBridge): EmbedBridge['post'] {
  const last = new Map<string, string>();
  return (name, payload) => {
    const key = JSON.stringify(payload);
    if (last.get(name) === key) return;
    last.set(name, key);
    bridge.post(name, payload);
  };
}

/**
 * The host-page bridge wired to the page (spec §7): commands drive the odds type, navigation,
 * search, bet slip, layout, shared bet, locale and currency; the session, wallet, slip, modals
 * and layout are reported as events. Loaded only inside a frame (./embed-host.tsx).
 */
export default function EmbedBridgeHost({
  locale,
  embedding,
}: {
  locale: AppLocale;
  embedding: Embedding;
}) {
  const router = useRouter();
  const client = useQueryClient();
  const pathname = usePathname();
  const status = useAuthStatus();
  const account = useActiveAccount();
  const oddsType = useOddsType();
  const bridge = useRef<{ post: EmbedBridge['post'] } | null>(null);
  // the commands read the page as it is now, not as it was when the bridge started
  const currency = account?.currency ?? null;
  const now = useRef({ locale, router, client, status, currency });
  useEffect(() => {
    now.current = { locale, router, client, status, currency };
  });

  useEffect(() => {
    const root = document.documentElement;
    const created = createEmbedBridge({
      window,
      embedding,
      // spec §6 wildcard: only while this tab's session came from the platform's token (/init-sportsbook)
      tokenSession: hasTokenSession,
      parentOrigin: parentOriginOf(window.location, document.referrer),
      handlers: {
        'odds-changed': ({ odds_type }) => setOddsType(odds_type),
        'page-changed': ({ path }) =>
          now.current.router.push(localizePath(path, now.current.locale)),
        'search-modal': ({ query }) => openSearch(query),
        'open-bet-slip': () => {
          panelStore.set({ open: true, tab: 'BET_SLIP' });
          openSheetOnPhone();
        },
        viewport: ({ width, height, offset_top }) => {
          root.style.setProperty('--host-viewport-width', `${width}px`);
          root.style.setProperty('--host-viewport-height', `${height}px`);
          root.style.setProperty('--host-viewport-offset-top', `${offset_top}px`);
        },
        'iframe-integration': ({ enabled }) => {
          root.toggleAttribute('data-iframe-integration', enabled);
          sizes.flush();
        },
        'apply-bet-code': ({ code }) => applyShareCode(code),
        'change-locale': ({ locale: target }) => {
          if (target !== now.current.locale)
            window.location.assign(switchLocaleHref(window.location, target));
        },
        'change-currency': ({ currency }) => {
          if (now.current.status !== 'loggedIn') return;
          const { client: queries } = now.current;
          void setActiveAccount(currency)
            .then((accounts) => {
              queries.setQueryData(platformKeys.accounts, accounts);
              // the profile's currency is the active account's
              void queries.invalidateQueries({ queryKey: platformKeys.player });
            })
            // a currency the player has no account in changes nothing
            .catch(() => undefined);
        },
        // spec §5: a host listening to `deposit` is the cashier; otherwise deposits stay in the frame
        listeners: ({ events }) =>
          setHostCashier(
            events.includes('deposit')
              ? () => created.post('deposit', { currency: now.current.currency })
              : null,
          ),
      },
    });
    const post = changesOnly(created);
    const sizes = watchPageSize(
      {
        element: document.body,
        measure: measureDocument(document),
        ResizeObserver: window.ResizeObserver,
      },
      (size) => created.post('page-size-changed', size),
    );
    bridge.current = { post };

    const reportSlip = () =>
      post('bet-slip-state-changed', {
        selections: selectedOutcomeIds(ticketStore.getTicket()).length,
        bet_type: ticketStore.getTicket().bets[0]?.betType ?? null,
        open: panelStore.get().open,
      });
    const stopTicket = ticketStore.subscribe(reportSlip);
    const stopPanel = panelStore.subscribe(reportSlip);

    let modal = getAccountModal();
    const stopModal = subscribeAccountModal(() => {
      const next = getAccountModal();
      if (next === modal) return;
      if (modal) created.post('notify-modal-triggered', { modal, open: false });
      if (next) created.post('notify-modal-triggered', { modal: next, open: true });
      if (next === 'signIn' || next === 'signUp') created.post(next, {});
      modal = next;
    });

    const onClick = (event: MouseEvent) => {
      const top = topEventOf(event.target, window.location.origin);
      if (top) created.post('top-event-clicked', { match_id: top.matchId, path: top.path });
    };
    document.addEventListener('click', onClick, true);

    reportSlip();
    return () => {
      bridge.current = null;
      setHostCashier(null);
      created.stop();
      sizes.stop();
      stopTicket();
      stopPanel();
      stopModal();
      document.removeEventListener('click', onClick, true);
    };
  }, [embedding]);

  // after the bridge (effects run in order): every page the visitor lands on
  useEffect(() => {
    // the address the visitor sees (usePathname only says when it changed)
    bridge.current?.post('page-loaded', { path: window.location.pathname, locale });
    if (DEPOSIT_PATH.test(pathname) && hasHostCashier())
      bridge.current?.post('deposit', { currency: account?.currency ?? null });
    // the deposit currency is read when the page is reached
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, locale]);

  useEffect(() => {
    bridge.current?.post('initialized', {
      locale,
      odds_type: oddsType,
      logged_in: status === 'loggedIn',
    });
    // once per document: the host learns later changes from the other events
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (status === 'notLoggedIn')
      bridge.current?.post('balance-changed', { balance: null, currency: null });
    else if (status === 'loggedIn' && account)
      bridge.current?.post('balance-changed', {
        balance: account.balance,
        currency: account.currency,
      });
  }, [status, account]);

  const lastCurrency = useRef(currency);
  useEffect(() => {
    if (currency && lastCurrency.current && currency !== lastCurrency.current)
      bridge.current?.post('notify-currency-changed', { currency });
    if (currency) lastCurrency.current = currency;
  }, [currency]);

  return null;
}
