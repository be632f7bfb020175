'use client';

import { cleanUpTicket } from '@sportsbook/betting/ticket/clean-up';
import { acceptOddsChanges } from '@sportsbook/betting/ticket/odds-update';
import type { Ticket } from '@sportsbook/betting/ticket/types';
import type { TicketProblem } from '@sportsbook/betting/ticket/validation';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { ticketStore } from '../ticket-store';
import { problemText, serverText } from './slip-status-text';
import styles from './slip.module.css';

/**
 * What stands between the slip and placing it: its problems (spec §5), odds to accept (spec §4
 * ODDS_CHANGED), selections no longer available, and the last placement's error.
 */
export function SlipNotices({
  ticket,
  problems,
  problemsId,
  env,
  messages: m,
}: {
  ticket: Ticket;
  problems: readonly TicketProblem[];
  /** The id of the problem list, which the place button refers to. */
  problemsId: string;
  env: SlipEnv;
  messages: MessageTree;
}) {
  const hasUnavailable = ticket.bets.some((b) =>
    b.selections.some((s) => s.isSuspended || s.isNotAvailable || !s.active),
  );
  return (
    <>
      {problems.length > 0 ? (
        <ul className={styles.problems} data-testid="slip-problems" id={problemsId}>
          {problems.map((p, i) => (
            <li key={i} className={styles.problem}>
              {problemText(m, p, env)}
            </li>
          ))}
        </ul>
      ) : null}
      {ticket.state === 'ODDS_CHANGED' ? (
        <div className={styles.notice} data-testid="odds-changed">
          <p>{text(m, 'oddsChanged')}</p>
          <button
            type="button"
            className={styles.primary}
            onClick={() => ticketStore.setTicket(acceptOddsChanges)}
          >
            {text(m, 'acceptChanges')}
          </button>
        </div>
      ) : null}
      {hasUnavailable ? (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => ticketStore.setTicket(cleanUpTicket)}
        >
          {text(m, 'removeUnavailable')}
        </button>
      ) : null}
      {ticket.state === 'ERROR' && ticket.error ? (
        <div className={styles.error} role="alert" data-testid="slip-error">
          <strong>{text(m, 'failed')}</strong>
          <p>{serverText(m, ticket.error.message)}</p>
        </div>
      ) : null}
    </>
  );
}
