'use client';

import floating from '@/ui/floating-card.module.css';
import { ConsentChoices } from './consent-choices';
import type { ConsentLabels } from './labels';
import styles from './consent.module.css';

/**
 * Spec §2 cookie alert: a floating card that stays until answered, never closes by itself.
 * Server-rendered with the page (issue 18), so it is painted with it.
 */
export function CookieAlert({ labels, hydrated }: { labels: ConsentLabels; hydrated: boolean }) {
  return (
    <section
      className={`${floating.card} ${styles.alert}`}
      aria-label={labels.title}
      data-testid="cookie-alert"
    >
      <h2 className={floating.title}>{labels.title}</h2>
      <ConsentChoices labels={labels} hydrated={hydrated} />
    </section>
  );
}
