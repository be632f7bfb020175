'use client';

import { useId } from 'react';
import { setSystemType } from '@sportsbook/betting/ticket/bet-type';
import type { OddsAcceptMode, Ticket, TicketBet } from '@sportsbook/betting/ticket/types';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { systemOptions } from '../slip-view';
import { ticketStore } from '../ticket-store';
import styles from './slip.module.css';

const ACCEPT_MODES: readonly OddsAcceptMode[] = ['none', 'higher', 'any'];

/** The system type of a system bet, each with its number of lines (spec §4 system). */
export function SystemPicker({
  bet,
  ticket,
  messages: m,
  disabled,
}: {
  bet: TicketBet;
  ticket: Ticket;
  messages: MessageTree;
  disabled: boolean;
}) {
  const id = useId();
  const betIndex = ticket.bets.indexOf(bet);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{text(m, 'systemType')}</label>
      <select
        id={id}
        className={styles.select}
        value={bet.systemType?.id ?? ''}
        disabled={disabled}
        data-testid="system-type"
        onChange={(e) => ticketStore.setTicket((t) => setSystemType(t, betIndex, e.target.value))}
      >
        {systemOptions(ticket).map(({ type, lines }) => (
          <option key={type.id} value={type.id}>
            {text(m, 'systemOption', { win: type.winCount, total: type.totalCount, lines })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Which odds changes the bettor accepts without confirming (spec §4 accept mode). */
export function AcceptModePicker({ env, messages: m }: { env: SlipEnv; messages: MessageTree }) {
  const id = useId();
  if (!env.isLoggedIn) return null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{text(m, 'acceptMode.label')}</label>
      <select
        id={id}
        className={styles.select}
        value={env.acceptMode}
        onChange={(e) => env.setAcceptMode(e.target.value as OddsAcceptMode)}
      >
        {ACCEPT_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {text(m, `acceptMode.${mode}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
