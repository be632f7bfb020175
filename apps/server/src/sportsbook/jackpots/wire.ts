import type { JackpotHitWire, JackpotWire } from '@sportsbook/contract/promotions';
import type {
  OperatorJackpotHitWire,
  OperatorJackpotWire,
} from '@sportsbook/contract/promotions-operator';
import type { LocalizedNames } from '@/db/schema';
import type { JackpotHitRow, JackpotLevelRow, JackpotRow } from '@/db/schema-jackpots';
import { findCurrency } from '@/platform';

/** The text in the locale, else its base language (pt-BR -> pt), else English (spec §2 fallback). */
export function pickText(texts: LocalizedNames, locale: string): string {
  const base = locale.split('-')[0] ?? locale;
  return texts[locale] ?? texts[base] ?? texts.en;
}

export const subunitsOf = (currency: string) => findCurrency(currency)?.subunits ?? 100;

/**
 * Spec §3 Jackpot: `amount` is what can be won now (the levels' pools together), `pool_amount`
 * what bets have added to the pools since each level's last hit (pool above seed), `hits_amount`
 * what its hits have won.
 */
export function jackpotToWire(
  jackpot: JackpotRow,
  levels: readonly JackpotLevelRow[],
  hitsAmount: number,
  locale: string,
): JackpotWire {
  return {
    id: jackpot.id,
    name: pickText(jackpot.names, locale),
    amount: levels.reduce((sum, l) => sum + l.pool, 0),
    pool_amount: levels.reduce((sum, l) => sum + Math.max(0, l.pool - l.seedAmount), 0),
    hits_amount: hitsAmount,
    currency: jackpot.currency,
    subunits: subunitsOf(jackpot.currency),
    levels: levels.map((l) => ({
      name: pickText(l.names, locale),
      pool_amount: l.pool,
      active: l.state === 'active',
    })),
  };
}

/** Spec §3 Jackpot hit: the winner only as the hashed user name. */
export function hitToWire(
  hit: JackpotHitRow,
  names: { jackpot: LocalizedNames; level: LocalizedNames | undefined },
  locale: string,
): JackpotHitWire {
  return {
    id: hit.id,
    jackpot_id: hit.jackpotId,
    amount: hit.amount,
    amount_eur: hit.amountEur,
    created_at: hit.createdAt.toISOString(),
    currency: hit.currency,
    level_code: hit.levelCode,
    level_name: names.level ? pickText(names.level, locale) : hit.levelCode,
    name: pickText(names.jackpot, locale),
    // a pending hit is never listed to players (routes filter it out)
    status: hit.status === 'paid' ? 'paid' : 'approved',
    hashed_user_name: hit.hashedUserName,
    seen: hit.seen,
  };
}

export function operatorJackpotToWire(
  jackpot: JackpotRow,
  levels: readonly JackpotLevelRow[],
): OperatorJackpotWire {
  return {
    id: jackpot.id,
    names: jackpot.names,
    currency: jackpot.currency,
    subunits: subunitsOf(jackpot.currency),
    min_stake: jackpot.minStake,
    min_odds: jackpot.minOdds,
    state: jackpot.state,
    contribution_bp: levels.reduce((sum, l) => sum + l.contributionBp, 0),
    levels: levels.map((l) => ({
      code: l.code,
      names: l.names,
      position: l.position,
      contribution_bp: l.contributionBp,
      seed_amount: l.seedAmount,
      pool_amount: l.pool,
      trigger_amount: l.triggerAmount,
      must_hit_by: l.mustHitBy,
      state: l.state,
    })),
    created_at: jackpot.createdAt.toISOString(),
    updated_at: jackpot.updatedAt.toISOString(),
  };
}

export function operatorHitToWire(hit: JackpotHitRow): OperatorJackpotHitWire {
  return {
    id: hit.id,
    jackpot_id: hit.jackpotId,
    level_code: hit.levelCode,
    player_id: hit.playerId,
    bet_id: hit.betId,
    hashed_user_name: hit.hashedUserName,
    amount: hit.amount,
    currency: hit.currency,
    amount_eur: hit.amountEur,
    status: hit.status,
    seen: hit.seen,
    transaction_id: hit.transactionId,
    created_at: hit.createdAt.toISOString(),
    approved_at: hit.approvedAt?.toISOString() ?? null,
    paid_at: hit.paidAt?.toISOString() ?? null,
    rejected_at: hit.rejectedAt?.toISOString() ?? null,
    reject_reason: hit.rejectReason,
  };
}
