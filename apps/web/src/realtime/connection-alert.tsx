'use client';

import styles from './connection-alert.module.css';
import { useBrowserOnline, useConnectionState } from './connection-state';

/**
 * The going-offline alert (spec §8 error.connection.*): while the browser is offline, or while
 * the real-time connection is down; it clears by itself once both are back. A lost real-time
 * connection fades in after a short grace (CSS), so a quick reconnect does not flash it.
 */
export function ConnectionAlert({ labels }: { labels: { title: string; description: string } }) {
  const state = useConnectionState();
  const online = useBrowserOnline();
  if (online && state !== 'offline') return null;
  return (
    <div
      role="alert"
      className={online ? styles.alert : `${styles.alert} ${styles.now}`}
      data-testid="connection-alert"
      data-cause={online ? 'realtime' : 'offline'}
    >
      <strong>{labels.title}</strong>
      <span>{labels.description}</span>
    </div>
  );
}
