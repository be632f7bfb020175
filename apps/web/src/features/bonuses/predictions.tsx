'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/api/errors';
import {
  castVote,
  predictionsQueryOptions,
  type Prediction,
  type PredictionVote,
} from '@/api/promotions-vote';
import { fill } from '@/i18n/fill';
import { formatDateTime } from '@/i18n/format';
import { pickById } from '@/lib/pick-by-id';
import buttonStyles from '@/ui/button.module.css';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import type { PromotionLabels } from './labels';
import styles from './promotions.module.css';
import layout from '@/ui/page-layout.module.css';

/**
 * Spec §1 predictions (votes): each open question, the player's vote, and voting (GET/POST
 * /vote); a content block's `predictionId` shows that one only (spec §2 prediction block).
 */
export function Predictions({
  labels,
  locale,
  signedIn,
  predictionId = null,
}: {
  labels: PromotionLabels;
  locale: string;
  signedIn: boolean;
  predictionId?: string | null;
}) {
  const l = labels.predictions;
  const list = useQuery(predictionsQueryOptions(locale, signedIn));
  // a visitor may not be allowed to read them: the section then only asks to sign in
  const needsSession = list.error instanceof ApiError && list.error.status === 401;
  const shown = list.data && pickById(list.data, predictionId);
  return (
    <section className={layout.section} aria-labelledby="promotions-predictions">
      <h2 id="promotions-predictions" className={layout.sectionTitle}>
        {l.title}
      </h2>
      {list.isPending ? (
        <Skeleton inlineSize="100%" blockSize="6rem" radius="md" />
      ) : needsSession ? (
        <p className={styles.muted}>{l.signIn}</p>
      ) : list.isError ? (
        <LoadError
          message={l.error}
          retryLabel={labels.retry}
          onRetry={() => void list.refetch()}
        />
      ) : !shown || shown.length === 0 ? (
        <p className={layout.empty}>{l.empty}</p>
      ) : (
        <ul className={layout.cards}>
          {shown.map((prediction) => (
            <PredictionCard
              key={prediction.id}
              prediction={prediction}
              labels={labels}
              locale={locale}
              signedIn={signedIn}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function PredictionCard({
  prediction,
  labels,
  locale,
  signedIn,
}: {
  prediction: Prediction;
  labels: PromotionLabels;
  locale: string;
  signedIn: boolean;
}) {
  const l = labels.predictions;
  const name = useId();
  const client = useQueryClient();
  const [choice, setChoice] = useState(prediction.vote?.choice ?? '');
  const vote = useMutation({
    mutationFn: (key: string) => castVote(prediction.id, key),
    onSuccess: (saved: PredictionVote) =>
      client.setQueryData<Prediction[]>(
        predictionsQueryOptions(locale, signedIn).queryKey,
        (list) => list?.map((p) => (p.id === prediction.id ? { ...p, vote: saved } : p)),
      ),
  });
  const voted = prediction.vote?.choice ?? null;
  const votedLabel = prediction.options.find((o) => o.key === voted)?.label ?? voted;
  const canVote = signedIn && prediction.isOpen;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) vote.mutate(choice);
  };
  return (
    <li className={styles.card} data-testid="prediction">
      <form onSubmit={submit} className={styles.prediction}>
        <fieldset className={styles.fieldset} disabled={!canVote || vote.isPending}>
          <legend className={styles.cardTitle} dir="auto">
            {prediction.title}
          </legend>
          <p className={styles.muted}>
            {prediction.isOpen
              ? fill(l.closes, { date: formatDateTime(prediction.closesAt, locale) })
              : l.closed}
          </p>
          <div className={styles.options}>
            {prediction.options.map((option) => (
              <label key={option.key} className={styles.option}>
                <input
                  type="radio"
                  name={name}
                  value={option.key}
                  checked={choice === option.key}
                  onChange={() => setChoice(option.key)}
                />
                <span dir="auto">{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {votedLabel !== null && (
          <p className={styles.vote} data-testid="prediction-vote">
            {fill(l.yourVote, { choice: votedLabel })}
          </p>
        )}
        {canVote ? (
          <button
            type="submit"
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            disabled={!choice || choice === voted || vote.isPending}
          >
            {l.vote}
          </button>
        ) : !signedIn ? (
          <p className={styles.muted}>{l.signIn}</p>
        ) : null}
        {vote.isSuccess && (
          <p className={styles.success} role="status">
            {l.saved}
          </p>
        )}
        {vote.isError && (
          <p className={styles.error} role="alert">
            {l.failed}
          </p>
        )}
      </form>
    </li>
  );
}
