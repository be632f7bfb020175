'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { PlacedBet } from '@sportsbook/betting/bets/types';
import { formatOdds } from '@sportsbook/betting/odds/format';
import type { OddsType } from '@sportsbook/betting/odds/odds-type';
import {
  BET_FILTERS,
  myBetsKeys,
  myBetsQueryOptions,
  RESULT_FILTERS,
  type BetsFilter,
} from '@/api/my-bets';
import { currenciesQueryOptions } from '@/api/wallet';
import { fill } from '@/i18n/fill';
import { formatDateTime } from '@/i18n/format';
import { useTimeZone } from '@/i18n/local-time';
import { LoadError } from '@/ui/load-error';
import { SignInPrompt } from '@/ui/sign-in-prompt';
import { Skeleton } from '@/ui/skeleton';
import { cashoutOfferOf, formatBetMoney, resultTone, returnOf } from './bet-view';
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
 * Odds in the bettor's odds type: a placed bet shows the odds its money was computed from. A
 * value the domain refuses shows a dash.
 */
function shownOdds(odds: number, oddsType: OddsType): string {
  try {
    return formatOdds(odds, oddsType);
  } catch {
    return '–';
  }
}

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
                  placedAt={formatDateTime(bet.createdAt, locale, { timeZone })}
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

function BetCard({
  bet,
  messages: m,
  oddsType,
  format,
  placedAt,
  cashout,
}: {
  bet: PlacedBet;
  messages: MyBetsMessages;
  oddsType: OddsType;
  format: (minor: number) => string;
  placedAt: string;
  cashout: ReactNode;
}) {
  const titleId = useId();
  const typeLabel =
    bet.betType === 'system'
      ? fill(m.betTypes.system, { system: bet.systemType?.id ?? '' })
      : m.betTypes[bet.betType];
  const shownReturn = returnOf(bet);
  return (
    <article
      className={styles.bet}
      aria-labelledby={titleId}
      data-testid="bet"
      data-bet-id={bet.betId}
      data-bet-status={bet.betStatus}
      data-bet-result={bet.result}
    >
      <div className={styles.head}>
        <span id={titleId} className={styles.type}>
          {typeLabel}
        </span>
        <span className={styles.badges}>
          {/* a cashed-out bet says so once, by its result */}
          {bet.betStatus !== bet.result && (
            <span className={styles.badge} data-testid="bet-status">
              {m.statuses[bet.betStatus]}
            </span>
          )}
          {bet.result !== 'no_results' && (
            <span
              className={styles.badge}
              data-tone={resultTone(bet.result)}
              data-testid="bet-result"
            >
              {m.results[bet.result]}
            </span>
          )}
        </span>
      </div>
      <ul className={styles.selections} aria-label={m.selections}>
        {bet.selections.map((s) => (
          <li key={s.id} className={styles.selection} data-result={s.result}>
            <span className={styles.event}>
              <bdi>{s.nameA}</bdi> – <bdi>{s.nameB}</bdi>
            </span>
            <span className={styles.pick}>
              <span className={styles.market}>
                <bdi>{s.marketName}</bdi>:{' '}
              </span>
              <bdi className={styles.outcome}>{s.outcomeName}</bdi>
            </span>
            <span className={styles.legEnd}>
              {s.result !== 'no_results' && (
                <span className={styles.badge} data-tone={resultTone(s.result)}>
                  {m.results[s.result]}
                </span>
              )}
              <span className={styles.odds}>{shownOdds(s.odds, oddsType)}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{m.stake}</dt>
          <dd data-testid="bet-stake">{format(bet.stake)}</dd>
        </div>
        <div>
          <dt>{m.odds}</dt>
          <dd>{shownOdds(bet.odds, oddsType)}</dd>
        </div>
        {bet.bonus && (
          <div>
            <dt>{m.bonus}</dt>
            <dd>
              {m.bonusTypes[bet.bonus.type]}
              {bet.bonus.odds !== undefined && ` ×${shownOdds(bet.bonus.odds, 'european')}`}
            </dd>
          </div>
        )}
        {shownReturn && (
          <div>
            <dt>{shownReturn.kind === 'potentialWin' ? m.potentialWin : m.payout}</dt>
            <dd
              className={shownReturn.amount > 0 ? styles.return : undefined}
              data-testid="bet-return"
            >
              {format(shownReturn.amount)}
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.foot}>
        <span>
          {m.placedAt} <time dateTime={bet.createdAt}>{placedAt}</time>
        </span>
        {bet.betRef !== undefined && <span>{fill(m.betRef, { ref: bet.betRef })}</span>}
        {bet.usedInJackpot && <span>{m.jackpot}</span>}
      </div>
      {cashout}
    </article>
  );
}
