'use client';

import { useId } from 'react';
import { toMajor } from '@sportsbook/betting/money/minor-units';
import { potentialWin } from '@sportsbook/betting/ticket/potential-win';
import { setStakeForPotentialWin } from '@sportsbook/betting/ticket/stakes';
import type { TicketBet } from '@sportsbook/betting/ticket/types';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { ticketStore } from '../ticket-store';
import { useMoneyDraft } from './money-draft';
import styles from './slip.module.css';

/**
 * The stake typed as the wanted potential win (spec §3 stakeSource "potential win"): the slip
 * stakes the most whose win is at most that amount (rounded down to a minor unit, a system in
 * whole lines), and an odds change rescales it (spec §4 odds update).
 */
export function WinInput({
  bet,
  betIndex,
  env,
  messages: m,
  disabled,
}: {
  bet: TicketBet;
  betIndex: number;
  env: SlipEnv;
  messages: MessageTree;
  disabled: boolean;
}) {
  const id = useId();
  const win = bet.stake > 0 ? potentialWin(bet) : 0;
  const { draft, setDraft, invalid, parse } = useMoneyDraft(env.currency);
  const value = draft ?? (win > 0 ? toMajor(win, env.currency) : '');
  const commit = (input: string) => {
    const wanted = parse(input);
    // an empty field wants 0: stake 0, still sourced from the potential win
    if (wanted !== null) ticketStore.setTicket((t) => setStakeForPotentialWin(t, betIndex, wanted));
  };
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {text(m, 'wantedWin')} ({env.currency.code})
      </label>
      <input
        id={id}
        className={styles.stakeInput}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint`}
        data-testid="win-input"
        data-stake-source={bet.stakeSource}
        onChange={(e) => {
          setDraft(e.target.value);
          commit(e.target.value);
        }}
        onBlur={() => setDraft(null)}
      />
      <p id={`${id}-hint`} className={invalid ? styles.betError : styles.stakeHint}>
        {invalid
          ? text(m, 'stakeInvalid', { digits: Math.round(Math.log10(env.currency.subunits)) })
          : text(m, 'wantedWinHint')}
      </p>
    </div>
  );
}
