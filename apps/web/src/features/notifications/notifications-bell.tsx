'use client';

import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { unreadCountQueryOptions } from '@/api/notifications';
import type { NotificationLabels } from './labels';
import styles from './notifications.module.css';
import { lazyChunk } from '@/lib/lazy-chunk';

// the list (requests, rendering) loads with the first opening, off every page's first load
const NotificationsPanel = lazyChunk(() =>
  import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })),
);

/** The badge shows at most this; more reads "99+". */
const BADGE_MAX = 99;

/**
 * A signed-in player's bell with the unread counter (kept live by unread_counters_changed)
 * opening the list panel. Closes on Escape (focus back on the bell) and on a press outside.
 */
export function NotificationsBell({
  labels,
  locale,
}: {
  labels: NotificationLabels;
  locale: string;
}) {
  const unread = useQuery(unreadCountQueryOptions());
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const count = unread.data ?? 0;
  return (
    <div className={styles.zone} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notifications-button"
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        <span className="visually-hidden">{labels.label}</span>
        {count > 0 && (
          <span className={styles.badge} data-testid="notifications-unread">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
            <span className="visually-hidden"> {labels.unread}</span>
          </span>
        )}
      </button>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        role="region"
        aria-label={labels.title}
      >
        {open && (
          <Suspense fallback={<p className={styles.status}>{labels.loading}</p>}>
            <NotificationsPanel
              labels={labels}
              locale={locale}
              unread={count}
              onClose={() => {
                setOpen(false);
                button.current?.focus();
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}
