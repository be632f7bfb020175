import type { JackpotHit } from '@/api/promotions-jackpots';

/**
 * Spec §4: jackpot hits are shown one by one after the reaction delay. The delay is configured
 * by the operator in the spec's source and not given; 2 s lets the page settle first (one of the
 * unlabelled §9 constants is 2000).
 */
export const JACKPOT_HIT_REACTION_DELAY_MS = 2_000;

/**
 * The hit to show next: the oldest unseen one not shown yet in this session (the list comes
 * newest first, spec §7), or null.
 */
export function nextHit(
  hits: readonly JackpotHit[] | undefined,
  shown: ReadonlySet<string>,
): JackpotHit | null {
  if (!hits) return null;
  const waiting = hits.filter((hit) => !hit.seen && !shown.has(hit.id));
  return waiting.length === 0
    ? null
    : waiting.reduce((oldest, hit) =>
        Date.parse(hit.createdAt) < Date.parse(oldest.createdAt) ? hit : oldest,
      );
}
