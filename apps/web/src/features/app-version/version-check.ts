/** Texts of the new-version notice. */
export interface AppVersionLabels {
  notice: string;
  reload: string;
  dismiss: string;
}

/** Spec §3 appVersion: the client re-reads the site configuration at most this often. */
export const VERSION_CHECK_MS = 5 * 60_000;

/**
 * Whether to re-read the site configuration now: only in a visible tab, and at most every
 * `intervalMs` (a timer tick a little early still counts).
 */
export const shouldCheckVersion = (
  now: number,
  lastCheck: number,
  visible: boolean,
  intervalMs = VERSION_CHECK_MS,
): boolean => visible && now - lastCheck >= intervalMs - 1_000;
