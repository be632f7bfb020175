'use client';

import type { ReactNode } from 'react';
import type { Selection } from '@sportsbook/betting/ticket/types';
import { CloseIcon } from '@/ui/icons';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { selectionTitle } from './slip-text';
import styles from './slip.module.css';

/** One selection of the slip: outcome, odds (or why it is locked), a move, its errors, its stake. */
export function SelectionRow({
  selection: s,
  providerDown,
  env,
  messages: m,
  disabled,
  errors,
  onRemove,
  stake,
}: {
  selection: Selection;
  /** The provider is inactive (spec §4 provider status): the selection is locked. */
  providerDown: boolean;
  env: SlipEnv;
  messages: MessageTree;
  disabled: boolean;
  errors: string[];
  onRemove: () => void;
  stake: ReactNode;
}) {
  const locked = providerDown || s.isSuspended || s.isNotAvailable || !s.active;
  const move = s.isChanged ? (s.odds > s.acceptedOdds ? 'up' : 'down') : undefined;
  return (
    <li
      className={styles.selection}
      data-testid="slip-selection"
      data-selection-id={s.id}
      data-move={move}
      data-locked={locked || undefined}
    >
      <div className={styles.selectionHead}>
        <span className={styles.outcome}>{s.outcomeName}</span>
        <span className={styles.odds} data-testid="slip-odds">
          {locked
            ? text(m, s.isNotAvailable ? 'unavailable' : 'suspended')
            : env.formatOdds(s.odds)}
          {move ? (
            <span aria-hidden="true" className={styles.arrow}>
              {move === 'up' ? '▲' : '▼'}
            </span>
          ) : null}
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={text(m, 'remove', { name: s.outcomeName })}
          onClick={onRemove}
          disabled={disabled}
        >
          <CloseIcon width={16} height={16} />
        </button>
      </div>
      <p className={styles.market}>{s.marketName}</p>
      <p className={styles.match}>{selectionTitle(s)}</p>
      {move ? (
        <p className={styles.moved} data-move={move}>
          {text(m, 'oddsMoved', {
            from: env.formatOdds(s.acceptedOdds),
            to: env.formatOdds(s.odds),
          })}
        </p>
      ) : null}
      {errors.map((e, i) => (
        <p key={i} className={styles.betError} data-testid="bet-error">
          {e}
        </p>
      ))}
      {stake}
    </li>
  );
}
