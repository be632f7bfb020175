'use client';

import { useEffect, useRef } from 'react';
import type { PlacedBet } from '@sportsbook/betting/bets/types';
import { clearTicket } from '@sportsbook/betting/ticket/state';
import type { Ticket } from '@sportsbook/betting/ticket/types';
import { ticketPotentialPayout } from '@sportsbook/betting/bonus/potential-payout';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { ticketStore } from '../ticket-store';
import { money, selectionTitle } from './slip-text';
import styles from './slip.module.css';

/** The SUCCESS receipt (spec §4): bet ids and what was placed, then a new slip or the same selections. */
export function Receipt({
  ticket,
  env,
  messages: m,
}: {
  ticket: Ticket;
  env: SlipEnv;
  messages: MessageTree;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const placed = ticket.placedBets as PlacedBet[];
  useEffect(() => {
    // focus moves to the result so keyboard and screen-reader users hear it first
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.receipt} data-testid="bet-receipt" aria-live="polite">
      <h3 ref={heading} tabIndex={-1} className={styles.receiptTitle}>
        {placed.length > 1
          ? text(m, 'receipt.titleMany', { count: placed.length })
          : text(m, 'receipt.title')}
      </h3>
      <ul className={styles.receiptBets}>
        {placed.map((bet) => (
          <li key={bet.betId} className={styles.receiptBet}>
            <p>
              {text(m, 'receipt.betId')}: <strong data-testid="bet-id">{bet.betId}</strong>
            </p>
            <p>
              {text(m, `type.${bet.betType}`)}
              {bet.systemType ? ` ${bet.systemType.id}` : ''}
            </p>
            <ul>
              {bet.selections.map((s) => (
                <li key={s.id}>
                  {s.outcomeName} · {s.marketName} · {selectionTitle(s)} @ {env.formatOdds(s.odds)}
                </li>
              ))}
            </ul>
            <dl className={styles.totals}>
              <div>
                <dt>{text(m, 'receipt.stake')}</dt>
                <dd>{money(bet.stake, env)}</dd>
              </div>
              <div>
                <dt>{text(m, 'receipt.odds')}</dt>
                <dd>{env.formatOdds(bet.odds)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {env.potentialWinVisible === false ? null : (
        <dl className={styles.totals}>
          <div className={styles.win}>
            <dt>{text(m, 'receipt.potentialWin')}</dt>
            <dd>{money(ticketPotentialPayout(ticket), env)}</dd>
          </div>
        </dl>
      )}
      <div className={styles.footer}>
        <button
          type="button"
          className={styles.place}
          onClick={() => ticketStore.setTicket(clearTicket())}
        >
          {text(m, 'receipt.newSlip')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => ticketStore.setTicket((t) => ({ ...t, state: 'INITIAL', placedBets: [] }))}
        >
          {text(m, 'receipt.reuse')}
        </button>
      </div>
    </section>
  );
}
