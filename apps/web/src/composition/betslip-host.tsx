'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CURRENCIES, type Currency } from '@sportsbook/betting/money/currency';
import { chooseCurrency } from '@sportsbook/betting/money/account-currency';
import { selectedOutcomeIds } from '@sportsbook/betting/ticket/construction';
import type { OddsAcceptMode } from '@sportsbook/betting/ticket/types';
import { saveSettings, settingsQueryOptions } from '@/api/settings';
import { routeOutcomeClick } from '@sportsbook/betting/quickbet/route-selection';
import { toggleQuickBet } from '@sportsbook/betting/quickbet/quick-bet';
import type { placeBets as PlaceBets } from '@/api/bets';
import { importChunk } from '@/lib/lazy-chunk';
import { openAccountModal } from '@/session/account-modal-store';
import { openDepositModal } from '@/session/deposit-request';
import { onSignOut, useActiveAccount, useAuthStatus, usePlayer } from '@/session/session';
import { useSystem } from '@/session/use-system';
import {
  BETS_STORAGE_KEY,
  createClickHandler,
  FloatingTicket,
  followCurrency,
  isCurrencyKnown,
  type MessageTree,
  opensSheet,
  panelAfterCount,
  panelStore,
  SharedBetRestore,
  type SlipEnv,
  SlipEnvProvider,
  SlipLiveSync,
  ticketStore,
} from '@/features/betslip';
import { openSheetOnPhone } from './bet-slip-sheet';
import { createSlipSelectionPort } from './slip-selection-port';
import { formatOdds, SelectionPortProvider, useOddsType } from '@/catalogue/odds';
import {
  createCustomBetOpeners,
  type CustomBetSlip,
  CustomBetSlipProvider,
} from '@/features/custombet';
import { addCustomBet } from '@sportsbook/betting/ticket/construction';
import { placeQuickBet, quickBetStore } from '@/features/quickbet';
import { isolateLtr } from '@/i18n/ltr';

const FALLBACK_CURRENCY: Currency = CURRENCIES.EUR;

const newKey = () => crypto.randomUUID();

// issue 18: the placement call (and its answer schemas) loads with the first quick bet, not the page
const placeBets: typeof PlaceBets = (...args) =>
  importChunk(() => import('@/api/bets')).then((m) => m.placeBets(...args));

const firstBetIsCustom = () => ticketStore.getTicket().bets[0]?.betType === 'custom_bet';

function readDeviceId(): string {
  if (typeof document === 'undefined') return 'web';
  const match = /(?:^|;\s*)deviceId=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : 'web';
}

/**
 * Composes the bet slip with the account, settings and odds features (features do not import each
 * other): gives the slip its environment, routes odds-button clicks to it, keeps the buttons'
 * selected state, the panel's open state and other tabs in step with the slip.
 */
export function BetslipHost({
  locale,
  sharebetMessages,
  shareBetEnabled,
  potentialWinVisible,
  floatingTicket,
  children,
}: {
  locale: string;
  sharebetMessages: MessageTree;
  /** Site setting share bet (spec §5): sharing and restoring links. */
  shareBetEnabled: boolean;
  /** Site setting potential-win visibility (spec §3). */
  potentialWinVisible: boolean;
  /** Site setting floating ticket (spec §3): the bet slip's texts for the mini-slip; null: off. */
  floatingTicket: MessageTree | null;
  children: ReactNode;
}) {
  const client = useQueryClient();
  const status = useAuthStatus();
  const player = usePlayer();
  const account = useActiveAccount();
  const system = useSystem(locale);
  const oddsType = useOddsType();
  const isLoggedIn = status === 'loggedIn';
  const { data: settings } = useQuery({ ...settingsQueryOptions(), enabled: status !== 'unknown' });

  const currency = useMemo<Currency>(() => {
    const code = chooseCurrency({
      profileCurrency: account?.currency ?? player?.currency,
      accounts: account ? [account] : [],
      defaultCurrency: system?.defaultCurrency ?? FALLBACK_CURRENCY.code,
    });
    return system?.currencies.find((c) => c.code === code) ?? { ...FALLBACK_CURRENCY, code };
  }, [account, player, system]);

  const acceptMode: OddsAcceptMode = settings?.oddsAcceptMode ?? 'none';
  const env = useMemo<SlipEnv>(
    () => ({
      locale,
      isLoggedIn,
      currency,
      balance: account?.balance ?? null,
      stakePresets: settings?.stakes[currency.code] ?? [],
      acceptMode,
      setAcceptMode: (mode) => {
        void saveSettings({ oddsAcceptMode: mode }).then(
          (saved) => client.setQueryData(settingsQueryOptions().queryKey, saved),
          () => undefined,
        );
      },
      multiSingleAvailableByProvider: settings?.multiSingleAvailableByProvider ?? {},
      betLimits: settings?.betLimits ?? null,
      askSignIn: () => openAccountModal('signIn'),
      // quick deposit where the site and the player's group allow it, else the iframe deposit
      askDeposit: () => openDepositModal('auto', 'betslip'),
      formatOdds: (odds) => isolateLtr(formatOdds(odds, oddsType), locale),
      deviceId: readDeviceId(),
      shareBetEnabled,
      potentialWinVisible,
      // bonus lists need a session (spec §6); verified (spec §5 only-verified): the server's rule,
      // a confirmed email or a verified phone
      ...(isLoggedIn && player && settings
        ? {
            bonuses: {
              isVerified: player.confirmed || player.phoneVerified,
              multiActiveFreebets: settings.multiActiveFreebets,
            },
          }
        : {}),
    }),
    [
      locale,
      isLoggedIn,
      currency,
      account,
      settings,
      acceptMode,
      client,
      oddsType,
      shareBetEnabled,
      potentialWinVisible,
      player,
    ],
  );

  // the bet builders of the page, told when an outcome of their match is clicked
  const [openers] = useState(createCustomBetOpeners);

  // odds buttons read the selected outcomes from the slip's ticket and send their clicks to it
  const [slipPort] = useState(createSlipSelectionPort);

  // odds-button clicks go through the slip's spec §4 rules, built from the current environment
  useEffect(() => {
    slipPort.setRules(
      createClickHandler(
        client,
        ticketStore,
        () => ({
          locale,
          options: {
            currency: env.currency.code,
            subunits: env.currency.subunits,
            multiSingleAvailableByProvider: env.multiSingleAvailableByProvider,
          },
        }),
        {
          isEnabled: () => quickBetStore.get().quickBet.isEnabled || firstBetIsCustom(),
          take(selection) {
            // spec §4: with a bet builder bet first, an outcome of its match opens the builder
            const first = ticketStore.getTicket().bets[0];
            if (
              first?.betType === 'custom_bet' &&
              first.selections[0]?.matchId === selection.matchId &&
              openers.request({
                matchId: selection.matchId,
                marketId: selection.marketId,
                specifier: selection.specifier,
                outcomeId: selection.outcomeId,
              })
            ) {
              return true;
            }
            // spec §4: quick bet takes a live, non-custom selection; anything else turns it off
            const route = routeOutcomeClick(quickBetStore.get().quickBet, {
              matchStatus: selection.matchStatus,
              isCustom: selection.customOdds !== undefined,
            });
            quickBetStore.update(() => route.quickBet);
            if (route.target === 'ticket') return false;
            void placeQuickBet(selection, {
              store: quickBetStore,
              deviceId: env.deviceId,
              place: placeBets,
              newKey,
              askSignIn: env.askSignIn,
              notify: (message) => quickBetStore.setNotice(message),
            });
            return true;
          },
        },
      ),
    );
  }, [client, locale, env, openers, slipPort]);

  // a priced bet builder bet becomes a custom bet of the slip (spec §4 "a custom-odds selection
  // creates a custom bet")
  const customBetSlip = useMemo<CustomBetSlip>(
    () => ({
      add: (selections, customOdds) =>
        ticketStore.setTicket((t) =>
          addCustomBet(t, selections, customOdds, {
            currency: env.currency.code,
            subunits: env.currency.subunits,
            multiSingleAvailableByProvider: env.multiSingleAvailableByProvider,
          }),
        ),
      listen: openers.listen,
    }),
    [env, openers],
  );

  // the quick bet follows the account: currency, balance below the stake, sign-out (spec §4)
  useEffect(() => {
    if (status !== 'loggedIn' && status !== 'notLoggedIn') return;
    quickBetStore.setAccount({
      isLoggedIn,
      currency: currency.code,
      subunits: currency.subunits,
      balance: account?.balance ?? null,
    });
  }, [status, isLoggedIn, currency, account]);
  useEffect(() => onSignOut(() => quickBetStore.update((q) => toggleQuickBet(q, false))), []);

  // the slip follows the account's currency once it is known (spec §4 changed currency)
  const currencyKnown = isCurrencyKnown(status, system !== undefined, player !== null);
  useEffect(() => {
    if (currencyKnown) followCurrency(ticketStore, currency);
  }, [currencyKnown, currency]);

  // the panel opens on the first selection and closes with the last (spec §2); on a phone that
  // is the bottom sheet, unless the floating ticket stands in for it
  const floating = floatingTicket !== null;
  useEffect(() => {
    let count = -1;
    const sync = () => {
      const ids = selectedOutcomeIds(ticketStore.getTicket());
      if (count >= 0) {
        panelStore.set(panelAfterCount(panelStore.get(), count, ids.length));
        if (opensSheet(count, ids.length, floating)) openSheetOnPhone();
      }
      count = ids.length;
    };
    sync();
    return ticketStore.subscribe(sync);
  }, [floating]);

  // the same slip in every open tab (localStorage "bets")
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === BETS_STORAGE_KEY) ticketStore.loadStored(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <SlipEnvProvider env={env}>
      <SlipLiveSync acceptMode={acceptMode} />
      <SharedBetRestore
        ready={currencyKnown}
        enabled={shareBetEnabled}
        currency={currency}
        messages={sharebetMessages}
        onRestored={openSheetOnPhone}
      />
      <SelectionPortProvider port={slipPort.port}>
        <CustomBetSlipProvider slip={customBetSlip}>{children}</CustomBetSlipProvider>
      </SelectionPortProvider>
      {floatingTicket ? (
        <FloatingTicket messages={floatingTicket} onOpen={openSheetOnPhone} />
      ) : null}
    </SlipEnvProvider>
  );
}
