'use client';

import { useId, useState } from 'react';
import { storeTracking } from '@/session/attribution';
import { ALL_ALLOWED, answerConsent, type Consent } from '@/session/consent';
import { useSystem } from '@/session/use-system';
import buttonStyles from '@/ui/button.module.css';
import floating from '@/ui/floating-card.module.css';
import { Modal } from '@/ui/modal';
import type { ConsentLabels } from './labels';
import styles from './consent.module.css';

function answer(consent: Consent): void {
  answerConsent(consent);
  // spec §2: tracking values are kept only once attribution is allowed
  if (consent.attribution) storeTracking();
}

/**
 * Spec §2 cookie alert (stays until answered, never closes by itself) with accept and choices;
 * with the access-blocked-without-consent customization the cookie drawer, a modal that cannot
 * be dismissed, asks the same.
 */
export function CookieNotice({ labels, locale }: { labels: ConsentLabels; locale: string }) {
  const system = useSystem(locale);
  if (!system) return null;
  const body = <ConsentChoices labels={labels} />;
  if (system.cookieConsentRequired)
    return (
      <Modal title={labels.title} closeLabel={labels.title} onClose={() => {}} dismissible={false}>
        <div data-testid="cookie-drawer">{body}</div>
      </Modal>
    );
  return (
    <section
      className={`${floating.card} ${styles.alert}`}
      aria-label={labels.title}
      data-testid="cookie-alert"
    >
      <h2 className={floating.title}>{labels.title}</h2>
      {body}
    </section>
  );
}

function ConsentChoices({ labels }: { labels: ConsentLabels }) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<Consent>({ attribution: false, analytics: false });
  const primary = `${buttonStyles.button} ${buttonStyles.primary}`;
  const secondary = `${buttonStyles.button} ${buttonStyles.secondary}`;
  return (
    <div className={styles.body}>
      <p className={styles.text}>{labels.text}</p>
      {choosing && (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{labels.choices}</legend>
          <label className={styles.choice}>
            <input type="checkbox" checked disabled />
            {labels.essential}
          </label>
          {(['attribution', 'analytics'] as const).map((key) => (
            <label key={key} className={styles.choice} htmlFor={`${id}-${key}`}>
              <input
                id={`${id}-${key}`}
                type="checkbox"
                checked={choice[key]}
                onChange={(event) => setChoice((c) => ({ ...c, [key]: event.target.checked }))}
              />
              {labels[key]}
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="button" className={primary} onClick={() => answer(ALL_ALLOWED)}>
          {labels.accept}
        </button>
        {choosing ? (
          <button type="button" className={secondary} onClick={() => answer(choice)}>
            {labels.save}
          </button>
        ) : (
          <button type="button" className={secondary} onClick={() => setChoosing(true)}>
            {labels.choices}
          </button>
        )}
      </div>
    </div>
  );
}
