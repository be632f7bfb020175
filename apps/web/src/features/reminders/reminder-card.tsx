'use client';

import Link from 'next/link';
import { useId, type KeyboardEvent } from 'react';
import { openAccountModal } from '@/session/account-modal-store';
import buttonStyles from '@/ui/button.module.css';
import floating from '@/ui/floating-card.module.css';
import type { ReminderLabels } from './labels';
import type { Reminder } from './reminder-rules';
import styles from './reminders.module.css';

const primary = `${buttonStyles.button} ${buttonStyles.primary}`;
const secondary = `${buttonStyles.button} ${buttonStyles.secondary}`;

/** A reminder card above the page's bottom edge; it does not take focus and closes with Escape. */
export function ReminderCard({
  reminder,
  labels,
  depositHref,
  onClose,
}: {
  reminder: Reminder;
  labels: ReminderLabels;
  depositHref: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const texts = labels[reminder];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <section
      className={`${floating.card} ${styles.card}`}
      aria-labelledby={titleId}
      data-testid={`reminder-${reminder}`}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className={floating.title}>
        {texts.title}
      </h2>
      <p className={styles.text}>{texts.text}</p>
      <div className={styles.actions}>
        {reminder === 'signUp' ? (
          <button
            type="button"
            className={primary}
            onClick={() => {
              onClose();
              openAccountModal('signUp');
            }}
          >
            {texts.action}
          </button>
        ) : (
          <Link href={depositHref} className={primary} onClick={onClose}>
            {texts.action}
          </Link>
        )}
        <button type="button" className={secondary} onClick={onClose}>
          {labels.later}
        </button>
      </div>
    </section>
  );
}
