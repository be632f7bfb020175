'use client';

import Link from 'next/link';
import { useEffect, useId, useReducer, type KeyboardEvent } from 'react';
import { markBonusesSeen } from '@/api/promotions';
import { onBonusIssued, type BonusNotice } from '@/api/promotions-notices';
import { fill } from '@/i18n/fill';
import buttonStyles from '@/ui/button.module.css';
import {
  BONUS_ALERT_DELAY_MS,
  dismissCurrent,
  EMPTY_ALERT_QUEUE,
  queueNotice,
  showNext,
  type AlertQueue,
} from './alert-queue';
import type { BonusZoneLabels } from './labels';
import { bonusSearch } from './opened-bonus';
import styles from './zones.module.css';

type Action = { type: 'issued'; notice: BonusNotice } | { type: 'due' } | { type: 'dismiss' };

/** Dismissed notices are marked seen (spec §4); a failure leaves the bonus unseen, no more. */
const markSeen = (notice: BonusNotice) =>
  void markBonusesSeen([{ id: notice.id, type: notice.type }]).catch(() => undefined);

function reduce(queue: AlertQueue, action: Action): AlertQueue {
  switch (action.type) {
    case 'issued':
      return queueNotice(queue, action.notice);
    case 'due':
      return showNext(queue).queue;
    case 'dismiss':
      return dismissCurrent(queue);
  }
}

/**
 * Spec §2 bonus alerts for the signed-in player (mounted only while signed in, so sign-out
 * closes them): each bonus_issued notice is queued and shown once after the delay, one at a
 * time; closing it, or the next one replacing it, marks it seen.
 */
export function BonusAlerts({
  labels,
  promotionsHref,
}: {
  labels: BonusZoneLabels;
  promotionsHref: string;
}) {
  const [queue, dispatch] = useReducer(reduce, EMPTY_ALERT_QUEUE);
  useEffect(() => onBonusIssued((notice) => dispatch({ type: 'issued', notice })), []);

  const waiting = queue.pending.length;
  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setTimeout(() => {
      // the one shown now is replaced: it counts as dismissed
      if (queue.current) markSeen(queue.current);
      dispatch({ type: 'due' });
    }, BONUS_ALERT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, queue]);

  const current = queue.current;
  if (!current) return null;
  const dismiss = () => {
    markSeen(current);
    dispatch({ type: 'dismiss' });
  };
  return (
    <BonusAlert
      key={`${current.type}:${current.id}`}
      notice={current}
      labels={labels}
      href={`${promotionsHref}${bonusSearch(current)}`}
      onDismiss={dismiss}
    />
  );
}

function BonusAlert({
  notice,
  labels,
  href,
  onDismiss,
}: {
  notice: BonusNotice;
  labels: BonusZoneLabels;
  href: string;
  onDismiss: () => void;
}) {
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDismiss();
  };
  return (
    <section
      className={styles.alert}
      role="status"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="bonus-alert"
    >
      <h2 id={titleId} className={styles.alertTitle}>
        {labels.alert.title}
      </h2>
      <p className={styles.alertText} dir="auto">
        {fill(labels.alert.text, { name: notice.name })}
      </p>
      <div className={styles.alertActions}>
        <Link
          href={href}
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          onClick={onDismiss}
        >
          {labels.alert.view}
        </Link>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={onDismiss}
        >
          {labels.alert.close}
        </button>
      </div>
    </section>
  );
}
