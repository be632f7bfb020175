'use client';

import { useId, type ReactNode } from 'react';
import type { PlacedBet } from '@sportsbook/betting/bets/types';
import { formatOdds } from '@sportsbook/betting/odds/format';
import type { OddsType } from '@sportsbook/betting/odds/odds-type';
import { fill } from '@/i18n/fill';
import { Ltr } from '@/ui/ltr';
import { bonusOf, resultTone, returnOf } from './bet-view';
import type { MyBetsMessages } from './my-bets-messages';
import styles from './my-bets.module.css';

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

/** One bet of My Bets: its selections, money, bonus, result and cashout control. */
export function BetCard({
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
  const bonus = bonusOf(bet);
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
              <Ltr className={styles.odds}>{shownOdds(s.odds, oddsType)}</Ltr>
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{bonus?.isFreebet ? m.freebetStake : m.stake}</dt>
          <dd data-testid="bet-stake">{format(bet.stake)}</dd>
        </div>
        <div>
          <dt>{m.odds}</dt>
          <dd>
            <Ltr>{shownOdds(bet.odds, oddsType)}</Ltr>
          </dd>
        </div>
        {bonus && (
          <div>
            <dt>{m.bonus}</dt>
            <dd data-testid="bet-bonus" data-bonus-type={bonus.type}>
              {m.bonusTypes[bonus.type]}
              {/* a boost is a multiplier whatever the odds type: ×1.10 */}
              {bonus.odds !== undefined && (
                <bdi className={styles.bonusOdds} dir="ltr">
                  {' '}
                  ×{shownOdds(bonus.odds, 'european')}
                </bdi>
              )}
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
