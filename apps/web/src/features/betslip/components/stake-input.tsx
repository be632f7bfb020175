'use client';

import { useId } from 'react';
import { toMajor } from '@sportsbook/betting/money/minor-units';
import { setStake } from '@sportsbook/betting/ticket/stakes';
import type { TicketBet } from '@sportsbook/betting/ticket/types';
import { getMaxStakes } from '@/api/bets';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { shareRequest } from '../shared-bets';
import { stakeWithin } from '../system-lines';
import { ticketStore } from '../ticket-store';
import { useMoneyDraft } from './money-draft';
import styles from './slip.module.css';

/** A bet's stake: typed in major units, a preset, or the most the server allows (spec §4 stake). */
export function StakeInput({
  bet,
  betIndex,
  env,
  messages: m,
  label,
  disabled,
}: {
  bet: TicketBet;
  betIndex: number;
  env: SlipEnv;
  messages: MessageTree;
  label: string;
  disabled: boolean;
}) {
  const id = useId();
  // a freebet owns the stake (spec §4): shown, not typed
  const locked = bet.freebetStake !== undefined;
  const shown = bet.stake > 0 ? toMajor(bet.stake, env.currency) : '';
  const { draft, setDraft, invalid, parse } = useMoneyDraft(env.currency);
  const value = draft ?? trimZeros(shown);
  const commit = (input: string, source: 'stake' | 'preset') => {
    const minor = parse(input);
    if (minor !== null) ticketStore.setTicket((t) => setStake(t, betIndex, minor, source));
  };
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {label} ({env.currency.code})
      </label>
      <input
        id={id}
        className={styles.stakeInput}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        readOnly={locked}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        data-testid="stake-input"
        onChange={(e) => {
          setDraft(e.target.value);
          commit(e.target.value, 'stake');
        }}
        onBlur={() => setDraft(null)}
      />
      {invalid ? (
        <p id={`${id}-error`} className={styles.betError}>
          {text(m, 'stakeInvalid', { digits: Math.round(Math.log10(env.currency.subunits)) })}
        </p>
      ) : null}
      {!locked && (env.stakePresets.length > 0 || env.isLoggedIn) ? (
        <div className={styles.presets} role="group" aria-label={text(m, 'presets')}>
          {env.stakePresets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              disabled={disabled}
              onClick={() => {
                setDraft(null);
                commit(String(preset), 'preset');
              }}
            >
              {preset}
            </button>
          ))}
          {env.isLoggedIn ? (
            <button
              type="button"
              className={styles.preset}
              disabled={disabled}
              data-testid="max-stake"
              onClick={() => {
                setDraft(null);
                void getMaxStakes(shareRequest(ticketStore.getTicket())).then(
                  (limits) => {
                    const limit = limits[betIndex];
                    if (!limit) return;
                    ticketStore.setTicket((t) => {
                      const current = t.bets[betIndex];
                      return current
                        ? setStake(t, betIndex, stakeWithin(current, limit.max_stake), 'stake')
                        : t;
                    });
                  },
                  // no limit answer: the stake stays as typed
                  () => undefined,
                );
              }}
            >
              {text(m, 'max')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function trimZeros(major: string): string {
  return major.includes('.') ? major.replace(/\.?0+$/, '') : major;
}
