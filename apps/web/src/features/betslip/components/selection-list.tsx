'use client';

import type { ProviderStatus } from '@sportsbook/betting/ticket/options';
import { removeSelection } from '@sportsbook/betting/ticket/construction';
import type { ReactNode } from 'react';
import type { Provider, Selection, Ticket, TicketBet } from '@sportsbook/betting/ticket/types';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import type { SlipTypeChoice } from '../slip-view';
import { ticketStore } from '../ticket-store';
import { SelectionRow } from './selection-row';
import { selectionErrors } from './slip-status-text';
import { StakeInput } from './stake-input';
import styles from './slip.module.css';

interface ListProps {
  ticket: Ticket;
  env: SlipEnv;
  messages: MessageTree;
  providerStatuses: Partial<Record<Provider, ProviderStatus>>;
  /** A placement is running: nothing can be changed. */
  busy: boolean;
}

const remove = (id: string) => ticketStore.setTicket((t) => removeSelection(t, id));

/** Draws a row with what every row of the slip shares; `stake` is the row's own, if any. */
function rowsOf({ ticket, env, messages: m, providerStatuses, busy }: ListProps) {
  const errorsOf = selectionErrors(ticket, m);
  return (s: Selection, key: string, stake: ReactNode) => (
    <SelectionRow
      key={key}
      selection={s}
      providerDown={providerStatuses[s.provider] === 'inactive'}
      env={env}
      messages={m}
      disabled={busy}
      errors={errorsOf(s.id)}
      onRemove={() => remove(s.id)}
      stake={stake}
    />
  );
}

/** The regular bets' selections; as singles, each with its own stake (spec §4). */
export function RegularSelections({
  regular,
  type,
  selectionCount,
  ...list
}: ListProps & { regular: TicketBet[]; type: SlipTypeChoice | undefined; selectionCount: number }) {
  const { ticket, env, messages: m, busy } = list;
  const row = rowsOf(list);
  const singles = type === 'single' && regular.length > 1;
  return (
    <ul className={styles.selections} aria-label={text(m, 'count', { count: selectionCount })}>
      {regular.flatMap((bet) =>
        bet.selections.map((s) =>
          row(
            s,
            `${bet.betType}/${s.id}`,
            singles ? (
              <StakeInput
                bet={bet}
                betIndex={ticket.bets.indexOf(bet)}
                env={env}
                messages={m}
                label={text(m, 'stakeFor', { name: s.outcomeName })}
                disabled={busy}
              />
            ) : null,
          ),
        ),
      )}
    </ul>
  );
}

/** Each bet builder bet of the slip: its price, its selections and its own stake (spec §4). */
export function CustomBets(list: ListProps) {
  const { ticket, env, messages: m, busy } = list;
  const row = rowsOf(list);
  return ticket.bets.map((bet, betIndex) =>
    bet.betType === 'custom_bet' ? (
      <section
        key={bet.selections.map((s) => s.id).join('|')}
        className={styles.customBet}
        data-testid="slip-custom-bet"
        aria-label={text(m, 'type.custom_bet')}
      >
        <p className={styles.customHead}>
          <span>{text(m, 'type.custom_bet')}</span>
          <span className={styles.odds}>
            {bet.customOdds === undefined ? '–' : env.formatOdds(bet.customOdds)}
          </span>
        </p>
        <ul className={styles.selections}>{bet.selections.map((s) => row(s, s.id, null))}</ul>
        <StakeInput
          bet={bet}
          betIndex={betIndex}
          env={env}
          messages={m}
          label={text(m, 'stakeFor', { name: text(m, 'type.custom_bet') })}
          disabled={busy}
        />
      </section>
    ) : null,
  );
}
