'use client';

import styles from './connection-alert.module.css';
import { useConnectionState } from './connection-state';

/**
 * The going-offline alert (spec §8 error.connection.*) while the real-time connection is down.
 * It fades in after a short grace (CSS), so a quick reconnect does not flash it.
 */
export function ConnectionAlert({ labels }: { labels: { title: string; description: string } }) {
  const state = useConnectionState();
  if (state !== 'offline') return null;
  return (
    <div role="alert" className={styles.alert} data-testid="connection-alert">
      <strong>{labels.title}</strong>
      <span>{labels.description}</span>
    </div>
  );
}
