'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { PlacedBet } from '@sportsbook/betting/bets/types';
import type { OddsType } from '@sportsbook/betting/odds/odds-type';
import {
  BET_FILTERS,
  myBetsKeys,
  myBetsQueryOptions,
  RESULT_FILTERS,
  type BetsFilter,
} from '@/api/my-bets';
import { currenciesQueryOptions } from '@/api/wallet';
import { formatDateTime } from '@/i18n/format';
import { useDateTimePatterns } from '@/i18n/date-patterns';
import { useTimeZone } from '@/i18n/local-time';
import { LoadError } from '@/ui/load-error';
import { SignInPrompt } from '@/ui/sign-in-prompt';
import { Skeleton } from '@/ui/skeleton';
import { BetCard } from './bet-card';
import { cashoutOfferOf, formatBetMoney } from './bet-view';
import type { MyBetsMessages } from './my-bets-messages';
import styles from './my-bets.module.css';

/** Who is looking: the list needs a player (spec §6: only logged-in users query bets). */
export type MyBetsSession = 'loading' | 'anonymous' | 'player';

export interface MyBetsViewProps {
  session: MyBetsSession;
  locale: string;
  /** The zone the server formatted with, so hydration matches (see useTimeZone). */
  serverZone: string;
  oddsType: OddsType;
  messages: MyBetsMessages;
  onSignIn: () => void;
  /** The cashout control of a bet, given its live offer and the bet's money format. */
  renderCashout?: (
    bet: PlacedBet,
    offer: number | undefined,
    format: (minor: number) => string,
  ) => ReactNode;
}

const ALL: BetsFilter = { status: 'all', result: 'all' };

/**
 * My Bets (spec §3 Bet, issue #7): the player's bets with the bet and result filters, every
 * page of 500 (spec §9), kept live by the private channel (realtime/bet-events), each open bet
 * with its cashout control.
 */
export function MyBetsView({
  session,
  locale,
  serverZone,
  oddsType,
  messages: m,
  onSignIn,
  renderCashout,
}: MyBetsViewProps) {
  const [filter, setFilter] = useState<BetsFilter>(ALL);
  const id = useId();
  const player = session === 'player';
  const bets = useQuery({
    ...myBetsQueryOptions(filter),
    enabled: player,
    placeholderData: keepPreviousData,
  });
  const currencies = useQuery({ ...currenciesQueryOptions(locale), enabled: player });
  const timeZone = useTimeZone(serverZone);
  const patterns = useDateTimePatterns();
  const client = useQueryClient();

  // signed out: the last player's bets must not show to the next one who signs in here
  useEffect(() => {
    if (session === 'anonymous') client.removeQueries({ queryKey: myBetsKeys.all });
  }, [client, session]);

  if (session === 'anonymous') {
    return (
      <SignInPrompt
        title={m.signIn.title}
        text={m.signIn.text}
        button={m.signIn.button}
        onSignIn={onSignIn}
      />
    );
  }

  const filters = (
    <div className={styles.filters}>
      <fieldset className={styles.chips}>
        <legend className={styles.legend}>{m.filterLabel}</legend>
        {BET_FILTERS.map((value) => (
          <label key={value} className={styles.chip}>
            <input
              type="radio"
              name={`${id}-status`}
              value={value}
              checked={filter.status === value}
              onChange={() => setFilter((f) => ({ ...f, status: value }))}
            />
            <span>{m.filters[value]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.chips}>
        <legend className={styles.legend}>{m.resultFilterLabel}</legend>
        {RESULT_FILTERS.map((value) => (
          <label key={value} className={styles.chip}>
            <input
              type="radio"
              name={`${id}-result`}
              value={value}
              checked={filter.result === value}
              onChange={() => setFilter((f) => ({ ...f, result: value }))}
            />
            <span>{m.resultFilters[value]}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );

  if (session === 'loading' || bets.isPending) {
    return (
      <div className={styles.root} aria-busy="true">
        {filters}
        <span className="visually-hidden" role="status">
          {m.loading}
        </span>
        <ul className={styles.list}>
          {[0, 1, 2].map((row) => (
            <li key={row} className={styles.bet}>
              <Skeleton inlineSize="35%" />
              <Skeleton inlineSize="80%" />
              <Skeleton inlineSize="60%" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (bets.isError) {
    return (
      <div className={styles.root}>
        {filters}
        <LoadError message={m.error} retryLabel={m.retry} onRetry={() => void bets.refetch()} />
      </div>
    );
  }

  const filtered = filter.status !== 'all' || filter.result !== 'all';
  return (
    <div className={styles.root}>
      {filters}
      {bets.data.length === 0 ? (
        <p className={styles.empty} data-testid="my-bets-empty">
          {filtered ? m.emptyFiltered : m.empty}
        </p>
      ) : (
        <ul
          className={styles.list}
          data-testid="my-bets"
          aria-busy={bets.isPlaceholderData || undefined}
        >
          {bets.data.map((bet) => {
            const format = (minor: number) => formatBetMoney(minor, bet, currencies.data, locale);
            return (
              <li key={bet.betId}>
                <BetCard
                  bet={bet}
                  messages={m}
                  oddsType={oddsType}
                  format={format}
                  placedAt={formatDateTime(bet.createdAt, locale, {
                    timeZone,
                    pattern: patterns?.dateTime,
                  })}
                  cashout={renderCashout?.(bet, cashoutOfferOf(bet), format)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
