import { periodEnd } from '@sportsbook/betting/limits/period';
import { LIMIT_KINDS } from '@sportsbook/betting/limits/kinds';
import { isConfirmable, isInForce, remainder, statusAt } from '@sportsbook/betting/limits/rules';
import type { UserLimit } from '@sportsbook/betting/limits/types';
import type { UserLimitWire } from '@sportsbook/contract/limits';
import type { Database } from '@/db/client';
import { usedOf } from './usage';

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

/** A limit as GET /user_limits sends it at `now`, with what its period has used and left. */
export async function limitToWire(
  db: Database,
  playerId: string,
  limit: UserLimit,
  now: number,
): Promise<UserLimitWire> {
  const inForce = isInForce(limit, now);
  const used = inForce ? await usedOf(db, playerId, limit, now) : null;
  const periodic = inForce && limit.period !== null && limit.strategy !== null;
  return {
    id: limit.id,
    type: limit.type,
    status: statusAt(limit, now),
    strategy: limit.strategy,
    period: limit.period,
    parent_type: LIMIT_KINDS[limit.type].parentType,
    value: limit.value,
    currency: limit.currency,
    replaces_id: limit.replacesId,
    disable_at: iso(limit.disableAt),
    created_at: new Date(limit.createdAt).toISOString(),
    confirm_until: iso(limit.confirmUntil),
    confirmable: isConfirmable(limit, now),
    used,
    remaining: used === null ? null : remainder(limit.value, used),
    period_ends_at:
      periodic && limit.period && limit.strategy
        ? iso(periodEnd(limit.period, limit.strategy, now))
        : null,
  };
}
