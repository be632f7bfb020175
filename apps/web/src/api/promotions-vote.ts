import { queryOptions } from '@tanstack/react-query';
import type { PredictionQuestionWire, PredictionWire } from '@sportsbook/contract/promotions';
import { apiRequest, lazySchema } from './client';
import { voteKeys } from './promotions-keys';

// the contract's schemas (and zod) load on the first call (issue 18: first-load JS)
const wirePromotions = () => import('@sportsbook/contract/promotions');

/** Spec §7 GET and POST /vote: the predictions and the player's vote (spec §3 Prediction). */

export { voteKeys };

/** Spec §3 Prediction: the player's vote (its choice) and when it was cast. */
export interface PredictionVote {
  predictionId: string;
  /** The option key voted for; null when the stored data holds no choice. */
  choice: string | null;
  createdAt: string;
}

/** One prediction with its options and the player's vote. */
export interface Prediction {
  id: string;
  title: string;
  options: { key: string; label: string }[];
  closesAt: string;
  isOpen: boolean;
  vote: PredictionVote | null;
}

export const toPredictionVote = (w: PredictionWire): PredictionVote => {
  const choice = w.data.choice;
  return {
    predictionId: w.prediction_id,
    choice: choice === undefined ? null : String(choice),
    createdAt: w.created_at,
  };
};

export const toPrediction = (w: PredictionQuestionWire): Prediction => ({
  id: w.id,
  title: w.title,
  options: w.options.map((o) => ({ key: o.key, label: o.label })),
  closesAt: w.closes_at,
  isOpen: w.is_open,
  vote: w.vote && toPredictionVote(w.vote),
});

/** GET /vote: every open prediction with the caller's vote (none for a visitor). */
export async function getPredictions(locale: string, signal?: AbortSignal): Promise<Prediction[]> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: '/v2/vote',
    query: { locale },
    headers: { 'Accept-Language': locale },
    schema: lazySchema(wirePromotions, 'voteResponseSchema'),
    signal,
  });
  return answer.data.map(toPrediction);
}

export const predictionsQueryOptions = (locale: string, signedIn: boolean) =>
  queryOptions({
    queryKey: voteKeys.list(locale, signedIn),
    queryFn: ({ signal }) => getPredictions(locale, signal),
  });

/** POST /vote {prediction_id, data: {choice}}: the vote as stored. */
export async function castVote(predictionId: string, choice: string): Promise<PredictionVote> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: '/v2/vote',
    method: 'POST',
    body: { prediction_id: predictionId, data: { choice } },
    schema: lazySchema(wirePromotions, 'voteSavedResponseSchema'),
  });
  return toPredictionVote(answer.data);
}
