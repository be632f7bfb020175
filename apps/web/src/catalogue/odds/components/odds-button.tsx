'use client';

import { memo } from 'react';
import type { Outcome } from '@sportsbook/betting/catalog/types';
import { LockIcon } from '@/ui/icons';
import { tryFormatOdds } from '../format-odds';
import { oddsButtonName } from '../odds-button-name';
import type { SelectionIntent } from '../selection-intent';
import { useSelectionPort } from '../selection-port';
import { useIsSelected } from '../use-is-selected';
import { useOddsFlash } from '../use-odds-flash';
import { useOddsType } from '../use-odds-type';
import styles from './odds-button.module.css';
import { useOddsMessages } from './odds-messages-provider';

export interface OddsButtonProps {
  outcome: Outcome;
  /** The outcome as the bettor reads it: "1", "X", "Over 2.5" or a team name. */
  label: string;
  /** The market (or its provider) is suspended: the button is locked. */
  suspended: boolean;
  /** What a click records for the bet slip. */
  selection: SelectionIntent;
  /** Narrow list cell (label above the price) instead of a wide row (label, then price). */
  compact?: boolean;
}

function OddsButtonView({
  outcome,
  label,
  suspended,
  selection,
  compact = false,
}: OddsButtonProps) {
  const messages = useOddsMessages();
  const oddsType = useOddsType();
  const port = useSelectionPort();
  const selected = useIsSelected(selection.outcomeKey);
  const shown = tryFormatOdds(outcome.odds, oddsType);
  // odds the domain cannot show lock the button like a suspension
  const locked = suspended || !outcome.active || shown === null;
  const flash = useOddsFlash(outcome.odds, locked);

  const name = oddsButtonName(label, locked ? null : shown, flash?.move ?? null, messages);
  const className = [
    styles.button,
    compact ? styles.compact : styles.wide,
    selected ? styles.selected : '',
    locked ? styles.locked : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      type="button"
      className={className}
      aria-label={name}
      aria-pressed={selected}
      disabled={locked}
      data-move={flash?.move}
      onClick={() => port.select(selection)}
    >
      {flash ? <span key={flash.id} className={styles.flash} aria-hidden="true" /> : null}
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      {locked ? (
        <LockIcon className={styles.lock} width={16} height={16} />
      ) : (
        // left to right in RTL pages too: American `+1134` keeps its sign in front (spec §2)
        <span className={styles.odds} aria-hidden="true" dir="ltr">
          {shown}
        </span>
      )}
      {flash ? (
        <span className={styles.arrow} aria-hidden="true">
          {flash.move === 'up' ? '▲' : '▼'}
        </span>
      ) : null}
    </button>
  );
}

const sameSelection = (a: SelectionIntent, b: SelectionIntent) =>
  a === b ||
  (a.outcomeKey === b.outcomeKey &&
    a.odds === b.odds &&
    a.matchId === b.matchId &&
    a.matchUrnId === b.matchUrnId &&
    a.marketId === b.marketId &&
    a.specifier === b.specifier &&
    a.outcomeId === b.outcomeId &&
    a.provider === b.provider);

/**
 * One outcome's price in the active odds type. Memoized field by field, so a parent passing a
 * fresh `selection` object re-renders only the buttons whose data changed.
 */
export const OddsButton = memo(
  OddsButtonView,
  (before, after) =>
    before.outcome === after.outcome &&
    before.label === after.label &&
    before.suspended === after.suspended &&
    before.compact === after.compact &&
    sameSelection(before.selection, after.selection),
);
