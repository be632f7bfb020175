'use client';

import { useId, useState } from 'react';
import { ALL_ALLOWED, answerConsent, type Consent } from '@/session/consent';
import buttonStyles from '@/ui/button.module.css';
import type { ConsentLabels } from './labels';
import styles from './consent.module.css';

function answer(consent: Consent): void {
  answerConsent(consent);
  // spec §2: tracking values are kept only once attribution is allowed (the code loads with them)
  if (consent.attribution)
    void import('@/session/attribution').then(({ storeTracking }) => storeTracking());
}

/**
 * The notice's text, accept and choices (spec §2 cookie alert and drawer). `hydrated` false: the
 * server's markup before React runs, whose buttons say they do not answer yet.
 */
export function ConsentChoices({ labels, hydrated }: { labels: ConsentLabels; hydrated: boolean }) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<Consent>({ attribution: false, analytics: false });
  const primary = `${buttonStyles.button} ${buttonStyles.primary}`;
  const secondary = `${buttonStyles.button} ${buttonStyles.secondary}`;
  // a click before hydration would be lost: the buttons say so until then
  const pending = hydrated ? undefined : true;
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
        <button
          type="button"
          className={primary}
          aria-disabled={pending}
          onClick={() => answer(ALL_ALLOWED)}
        >
          {labels.accept}
        </button>
        {choosing ? (
          <button type="button" className={secondary} onClick={() => answer(choice)}>
            {labels.save}
          </button>
        ) : (
          <button
            type="button"
            className={secondary}
            aria-disabled={pending}
            onClick={() => setChoosing(true)}
          >
            {labels.choices}
          </button>
        )}
      </div>
    </div>
  );
}
