'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  bonusKeys,
  isPromoCodeWellFormed,
  promoCodeProblem,
  redeemPromoCode,
  type PromoCodeProblem,
} from '@/api/promotions';
import { fill } from '@/i18n/fill';
import buttonStyles from '@/ui/button.module.css';
import type { PromotionLabels } from './labels';
import styles from './promotions.module.css';
import layout from '@/ui/page-layout.module.css';

/**
 * Spec §7 POST /bonuses/promo-code: the code's bonus is issued to the player (its alert follows
 * by bonus_issued). A refusal shows on the field: unknown code (404), used (409), expired,
 * exhausted or malformed (422).
 */
export function PromoCodeForm({ labels, locale }: { labels: PromotionLabels; locale: string }) {
  const l = labels.promoCode;
  const id = useId();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<PromoCodeProblem | null>(null);
  const redeem = useMutation({
    mutationFn: (value: string) => redeemPromoCode(value, locale),
    onSuccess: () => {
      setCode('');
      void client.invalidateQueries({ queryKey: bonusKeys.all });
    },
    onError: (error) => setProblem(promoCodeProblem(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    redeem.reset();
    if (!isPromoCodeWellFormed(value)) {
      setProblem('invalid');
      return;
    }
    setProblem(null);
    redeem.mutate(value);
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <section className={styles.promo} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={layout.sectionTitle}>
        {l.title}
      </h2>
      <form className={styles.promoForm} onSubmit={submit} noValidate>
        <label htmlFor={id} className={styles.fieldLabel}>
          {l.label}
        </label>
        <div className={styles.inline}>
          <input
            id={id}
            name="code"
            className={styles.input}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            dir="ltr"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : hintId}
            data-testid="promo-code-input"
          />
          <button
            type="submit"
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            disabled={redeem.isPending}
          >
            {l.submit}
          </button>
        </div>
        {problem ? (
          <p id={errorId} className={styles.error} role="alert" data-testid="promo-code-error">
            {l[problem]}
          </p>
        ) : (
          <p id={hintId} className={styles.muted}>
            {l.hint}
          </p>
        )}
        {redeem.isSuccess && (
          <p className={styles.success} role="status" data-testid="promo-code-success">
            {fill(l.success, { name: redeem.data.name })}
          </p>
        )}
      </form>
    </section>
  );
}
