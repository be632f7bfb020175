import type { BonusNotice } from '@/api/promotions-notices';

/**
 * Spec §4 bonus alerts: a newly issued bonus is queued and shown once after a delay; at most one
 * alert at a time (showing the next dismisses the one shown); alerts close on sign-out. Spec §9:
 * bonus popups are marked seen after 1 s, which is also the delay before one shows.
 */
export const BONUS_ALERT_DELAY_MS = 1_000;

export interface AlertQueue {
  /** Notices waiting to show, oldest first. */
  pending: readonly BonusNotice[];
  /** The alert shown now. */
  current: BonusNotice | null;
  /** Every notice ever queued in this session (`type:id`): each shows once. */
  known: readonly string[];
}

export const EMPTY_ALERT_QUEUE: AlertQueue = { pending: [], current: null, known: [] };

const keyOf = (notice: Pick<BonusNotice, 'id' | 'type'>) => `${notice.type}:${notice.id}`;

/** A notice joins the queue unless it was queued or shown before. */
export function queueNotice(queue: AlertQueue, notice: BonusNotice): AlertQueue {
  const key = keyOf(notice);
  if (queue.known.includes(key)) return queue;
  return { ...queue, pending: [...queue.pending, notice], known: [...queue.known, key] };
}

/**
 * The delay is over: the oldest waiting notice shows. The one it replaces is dismissed, and
 * returned so it is marked seen like any other dismissal.
 */
export function showNext(queue: AlertQueue): { queue: AlertQueue; dismissed: BonusNotice | null } {
  const [next, ...rest] = queue.pending;
  if (!next) return { queue, dismissed: null };
  return { queue: { ...queue, pending: rest, current: next }, dismissed: queue.current };
}

/** The player closed the shown alert. */
export function dismissCurrent(queue: AlertQueue): AlertQueue {
  return queue.current ? { ...queue, current: null } : queue;
}
