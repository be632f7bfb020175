'use client';

import { totalStake } from '@sportsbook/betting/ticket/stakes';
import type { Ticket, TicketBet } from '@sportsbook/betting/ticket/types';
import type { TicketProblem } from '@sportsbook/betting/ticket/validation';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { passedLimits, type SlipTypeChoice } from '../slip-view';
import { Totals } from './slip-totals';
import styles from './slip.module.css';

/** The totals and the place button; an anonymous bettor is asked to sign in instead (spec §4). */
export function SlipCommit({
  ticket,
  env,
  messages: m,
  regular,
  type,
  problems,
  problemsId,
  valid,
}: {
  ticket: Ticket;
  env: SlipEnv;
  messages: MessageTree;
  regular: TicketBet[];
  type: SlipTypeChoice | undefined;
  problems: readonly TicketProblem[];
  problemsId: string;
  /** The ticket passes spec §5's validation. */
  valid: boolean;
}) {
  const busy = ticket.inProgress;
  // a stake above the balance cannot be placed: offer a deposit (spec §2 deposit modals)
  const lowBalance =
    env.isLoggedIn && env.balance !== null && totalStake(ticket) > env.balance && !busy;
  return (
    <div className={styles.commit}>
      <Totals ticket={ticket} env={env} messages={m} passed={passedLimits(problems)} />
      {lowBalance && env.askDeposit ? (
        <div className={styles.lowBalance} data-testid="slip-low-balance">
          <p>{text(m, 'lowBalance')}</p>
          <button type="button" className={styles.depositButton} onClick={env.askDeposit}>
            {text(m, 'deposit')}
          </button>
        </div>
      ) : null}
      {env.isLoggedIn ? (
        <button
          type="submit"
          className={styles.place}
          disabled={busy || !valid || ticket.state === 'ODDS_CHANGED'}
          aria-describedby={problems.length > 0 ? problemsId : undefined}
          data-testid="place-bet"
        >
          {busy
            ? text(m, 'placing')
            : regular.length > 1 && type === 'single'
              ? text(m, 'placeMany', { count: regular.filter((b) => b.stake > 0).length })
              : text(m, 'place')}
        </button>
      ) : (
        <button
          type="button"
          className={styles.place}
          onClick={env.askSignIn}
          data-testid="slip-sign-in"
        >
          {text(m, 'signIn')}
        </button>
      )}
    </div>
  );
}
