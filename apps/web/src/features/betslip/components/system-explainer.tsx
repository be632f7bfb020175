'use client';

import { useState } from 'react';
import { betLineStake } from '@sportsbook/betting/ticket/potential-win';
import { lineCount } from '@sportsbook/betting/ticket/system';
import type { TicketBet } from '@sportsbook/betting/ticket/types';
import type { SlipEnv } from '../slip-env';
import { explainSystem } from '../system-lines';
import { text, type MessageTree } from '../slip-messages';
import { money } from './slip-text';
import styles from './slip.module.css';

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
  // the count alone while closed: the lines grow as C(n, k) (issue 18's system bet curve)
  const count = lineCount(bet);
  if (count === 0 || !bet.systemType) return null;
  const lines = open ? explainSystem(bet) : [];
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
        {open ? text(m, 'explainer.hide') : text(m, 'explainer.show', { count })}
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
                  <td>
                    <ul className={styles.lineSelections}>
                      {line.outcomes.map((o, j) => (
                        <li key={j}>
                          <strong>{o.outcome}</strong> <span>{o.match}</span>
                        </li>
                      ))}
                    </ul>
                  </td>
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
