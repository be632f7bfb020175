'use client';

import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { selectedOutcomeIds } from '@sportsbook/betting/ticket/construction';
import { TicketIcon } from '@/ui/icons';
import { panelStore, shownTab, type PanelTab } from '../panel-store';
import { whenIdle } from '@/ui/when-idle';
import { useSlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { usePanel, useTicket } from '../use-ticket';
import { tabAfterKey } from '@/ui/tab-keys';
import styles from './bet-panel.module.css';
import { lazyChunk } from '@/lib/lazy-chunk';

// the slip's code stays off every first load: fetched once the page is idle, or at once by the
// first selection (or a stored slip)
const loadSlip = () => import('./slip');
const Slip = lazyChunk(() => loadSlip().then((m) => ({ default: m.Slip })));

/**
 * The bet panel (spec §2): tabs BET_SLIP and MY_BETS (MY_BETS only when My Bets content is
 * given, else the tab falls back to BET_SLIP). The sidebar collapses to its header when closed.
 */
const PANEL_TABS = ['BET_SLIP', 'MY_BETS'] as const;

export function BetPanelView({
  variant,
  messages: m,
  myBets,
  quickBet,
}: {
  variant: 'sidebar' | 'sheet';
  messages: MessageTree;
  myBets?: ReactNode;
  quickBet?: ReactNode;
}) {
  const env = useSlipEnv();
  const ticket = useTicket();
  const panel = usePanel();
  const id = useId();
  const count = selectedOutcomeIds(ticket).length;
  const tab = shownTab(panel, myBets !== undefined);
  const expanded = variant === 'sheet' || panel.open || count === 0;
  const choose = (next: PanelTab) => panelStore.set({ open: true, tab: next });
  // after hydration, once the page's own work is done (spec §9 idle fallback 3 s)
  useEffect(() => whenIdle(() => void loadSlip()), []);

  const slip =
    count === 0 && ticket.state !== 'SUCCESS' ? (
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <TicketIcon width={28} height={28} />
        </span>
        <p>{text(m, 'empty')}</p>
      </div>
    ) : env ? (
      <Suspense fallback={null}>
        <Slip env={env} messages={m} />
      </Suspense>
    ) : null;

  return (
    <section
      className={variant === 'sidebar' ? styles.panel : styles.sheet}
      aria-label={text(m, 'title')}
      data-testid={`bet-panel-${variant}`}
      data-open={expanded}
    >
      <div
        className={styles.tabs}
        // the sheet has its own title: without My Bets its tab row would repeat it
        hidden={variant === 'sheet' && !myBets}
      >
        {myBets ? (
          <div role="tablist" className={styles.tabList}>
            {PANEL_TABS.map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                id={`${id}-${t}`}
                aria-selected={tab === t}
                aria-controls={`${id}-panel`}
                tabIndex={tab === t ? 0 : -1}
                className={styles.tabButton}
                onClick={() => choose(t)}
                onKeyDown={(event) => {
                  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
                  const next = tabAfterKey(PANEL_TABS, tab, event.key, rtl);
                  if (!next) return;
                  event.preventDefault();
                  choose(next);
                  document.getElementById(`${id}-${next}`)?.focus();
                }}
              >
                {t === 'BET_SLIP' ? text(m, 'title') : text(m, 'myBets')}
                {t === 'BET_SLIP' && count > 0 ? (
                  <span className={styles.count}>{count}</span>
                ) : null}
              </button>
            ))}
          </div>
        ) : (
          <h2 className={styles.tab}>
            {text(m, 'title')}
            {count > 0 ? <span className={styles.count}>{count}</span> : null}
          </h2>
        )}
        {variant === 'sidebar' && count > 0 ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={`${id}-panel`}
            onClick={() => panelStore.set({ ...panel, open: !panel.open })}
          >
            <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
            <span className={styles.visuallyHidden}>{text(m, 'title')}</span>
          </button>
        ) : null}
      </div>
      <div
        id={`${id}-panel`}
        role={myBets ? 'tabpanel' : undefined}
        aria-labelledby={myBets ? `${id}-${tab}` : undefined}
        hidden={!expanded}
      >
        {tab === 'MY_BETS' ? (
          <div className={styles.myBets}>{myBets}</div>
        ) : (
          <>
            {quickBet}
            {slip}
          </>
        )}
      </div>
    </section>
  );
}

/** The selection count on the mobile bet slip button (spec §2 slip button). */
export function SlipCountBadge({ label }: { label: string }) {
  const count = selectedOutcomeIds(useTicket()).length;
  if (count === 0) return null;
  return (
    <span
      className={styles.badge}
      data-testid="slip-count"
      aria-label={label.replace('{count}', String(count))}
    >
      {count}
    </span>
  );
}
