'use client';

import type { AppVersionLabels } from './version-check';
import styles from './app-version-notice.module.css';

/** The new-version notice: polite (role=status), non-blocking, with Reload and dismiss. */
export default function AppVersionNotice({
  labels,
  onDismiss,
}: {
  labels: AppVersionLabels;
  onDismiss: () => void;
}) {
  return (
    <div className={styles.notice} role="status" data-testid="app-version-notice">
      <span>{labels.notice}</span>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {labels.reload}
      </button>
      <button
        type="button"
        className={styles.dismiss}
        onClick={onDismiss}
        aria-label={labels.dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
