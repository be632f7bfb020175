'use client';

import { useState } from 'react';
import { productOfOdds, stakeTimesOdds } from '@sportsbook/betting/math/exact';
import { betLineStake } from '@sportsbook/betting/ticket/potential-win';
import { betLines } from '@sportsbook/betting/ticket/system';
import type { TicketBet } from '@sportsbook/betting/ticket/types';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { money } from './slip';
import styles from './slip.module.css';

/** One line of a system bet: its selections, combined odds and return at the line stake. */
export interface ExplainedLine {
  outcomes: string[];
  odds: number;
  /** Return of the line when all of it wins, minor units (floored per line: the rounding rule). */
  return: number;
}

/** Every combination of the system bet with its odds and return (packages/betting math only). */
export function explainSystem(bet: TicketBet): ExplainedLine[] {
  const lineStake = betLineStake(bet);
  const bonus = bet.bonusOdds === undefined ? [] : [bet.bonusOdds];
  return betLines(bet).map((line) => {
    const odds = line.map((s) => s.acceptedOdds);
    return {
      outcomes: line.map((s) => s.outcomeName),
      odds: productOfOdds(odds),
      return: stakeTimesOdds(lineStake, [...odds, ...bonus]),
    };
  });
}

/** The system-bet explainer: a disclosure listing every line (spec §3 system type). */
export function SystemExplainer({
  bet,
  env,
  messages: m,
}: {
  bet: TicketBet;
  env: SlipEnv;
  messages: MessageTree;
}) {
  const [open, setOpen] = useState(false);
  const lines = explainSystem(bet);
  if (lines.length === 0 || !bet.systemType) return null;
  return (
    <div className={styles.explainer}>
      <button
        type="button"
        className={styles.secondary}
        aria-expanded={open}
        aria-controls="system-explainer"
        onClick={() => setOpen((o) => !o)}
        data-testid="explainer-toggle"
      >
        {open ? text(m, 'explainer.hide') : text(m, 'explainer.show', { count: lines.length })}
      </button>
      {open ? (
        <div id="system-explainer" data-testid="system-explainer">
          <p className={styles.explainerNote}>
            {text(m, 'explainer.stakePerLine', { stake: money(betLineStake(bet), env) })}
          </p>
          <table className={styles.lines}>
            <caption>{text(m, 'explainer.title', { type: bet.systemType.id })}</caption>
            <thead>
              <tr>
                <th scope="col">{text(m, 'explainer.line')}</th>
                <th scope="col">{text(m, 'explainer.selections')}</th>
                <th scope="col">{text(m, 'explainer.odds')}</th>
                <th scope="col">{text(m, 'explainer.return')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, i) => (
                <tr key={i} data-testid="explainer-line">
                  <td>{i + 1}</td>
                  <td>{line.outcomes.join(' + ')}</td>
                  <td>{env.formatOdds(line.odds)}</td>
                  <td>{money(line.return, env)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
