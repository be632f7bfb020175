'use client';

import { selectedOutcomeIds } from '@sportsbook/betting/ticket/construction';
import { betBoostedOdds } from '@sportsbook/betting/ticket/potential-win';
import { useSlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { useTicket } from '../use-ticket';
import styles from './floating-ticket.module.css';

/**
 * The floating mini-slip of the site's floating-ticket setting (spec §3 site configuration): on a
 * phone, instead of opening the bet panel, a bar above the tab bar shows the selection count, the
 * total odds (of a slip of one bet) and a button that opens the panel.
 */
export function FloatingTicket({
  messages: m,
  onOpen,
}: {
  messages: MessageTree;
  onOpen: () => void;
}) {
  const ticket = useTicket();
  const env = useSlipEnv();
  const count = selectedOutcomeIds(ticket).length;
  if (count === 0 || !env) return null;
  const one = ticket.bets.length === 1 ? ticket.bets[0] : undefined;
  return (
    <div
      className={styles.bar}
      data-testid="floating-ticket"
      role="region"
      aria-label={text(m, 'title')}
    >
      <span className={styles.info}>
        <span className={styles.count} data-testid="floating-ticket-count">
          {text(m, 'floating.selections', { count })}
        </span>
        {one ? (
          <span className={styles.odds}>
            {text(m, 'totalOdds')}{' '}
            <strong data-testid="floating-ticket-odds">
              {env.formatOdds(betBoostedOdds(one))}
            </strong>
          </span>
        ) : null}
      </span>
      <button type="button" className={styles.open} onClick={onOpen}>
        {text(m, 'floating.open')}
      </button>
    </div>
  );
}
