import { ticketPotentialPayout } from '@sportsbook/betting/bonus/potential-payout';
import { betBoostedOdds, totalOdds } from '@sportsbook/betting/ticket/potential-win';
import { totalStake } from '@sportsbook/betting/ticket/stakes';
import type { Ticket } from '@sportsbook/betting/ticket/types';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import type { PassedLimits } from '../slip-view';
import { money } from './slip-text';
import styles from './slip.module.css';

/**
 * Totals of the slip; a limit a bet passes is shown under the value it limits. The potential win
 * counts the bonuses: comboboost odds, and what a freebet's variant pays.
 */
export function Totals({
  ticket,
  env,
  messages: m,
  passed,
}: {
  ticket: Ticket;
  env: SlipEnv;
  messages: MessageTree;
  passed: PassedLimits;
}) {
  const one = ticket.bets.length === 1 ? ticket.bets[0] : undefined;
  const bonus = one?.bonusOdds;
  return (
    <dl className={styles.totals} data-testid="slip-totals">
      {one ? (
        <div data-over-limit={passed.maxTotalOdds !== undefined || undefined}>
          <dt>{text(m, 'totalOdds')}</dt>
          {/* the real product: never capped (spec §5 caps offered prices only) */}
          <dd data-testid="total-odds">{env.formatOdds(totalOdds(one))}</dd>
        </div>
      ) : null}
      {passed.maxTotalOdds !== undefined ? (
        <div className={styles.limit} data-testid="max-total-odds">
          <dt>{text(m, 'maxTotalOdds')}</dt>
          <dd>{env.formatOdds(passed.maxTotalOdds)}</dd>
        </div>
      ) : null}
      {one && bonus !== undefined ? (
        <div>
          <dt>{text(m, 'bonusOdds')}</dt>
          <dd data-testid="boosted-odds">{env.formatOdds(betBoostedOdds(one))}</dd>
        </div>
      ) : null}
      <div>
        <dt>{text(m, 'totalStake')}</dt>
        <dd data-testid="total-stake">{money(totalStake(ticket), env)}</dd>
      </div>
      {env.potentialWinVisible === false ? null : (
        <div className={styles.win} data-over-limit={passed.maxPayout !== undefined || undefined}>
          <dt>{text(m, 'potentialWin')}</dt>
          <dd data-testid="potential-win">{money(ticketPotentialPayout(ticket), env)}</dd>
        </div>
      )}
      {passed.maxPayout !== undefined ? (
        <div className={styles.limit} data-testid="max-payout">
          <dt>{text(m, 'maxPayout')}</dt>
          <dd>{money(passed.maxPayout, env)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
