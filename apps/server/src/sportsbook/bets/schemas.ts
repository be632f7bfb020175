import { binomial } from '@sportsbook/betting/math/exact';
import { placementRequestSchema } from '@sportsbook/contract/bets';
import type { z } from 'zod';

/** `k/n` as numbers, or null when the id does not read as one. */
export function readSystemId(id: string): { winCount: number; totalCount: number } | null {
  const match = /^(\d+)\/(\d+)$/.exec(id);
  return match ? { winCount: Number(match[1]), totalCount: Number(match[2]) } : null;
}

/**
 * POST /bets body: the contract's envelope plus the shape rules a schema can tell (400
 * invalid_request): `system_id` only on system bets and `custom_odds` only on custom bets (spec
 * §5), and a system stake that splits into whole line stakes ("the sum of stakes equals the
 * computed total", spec §5). Rules that need the database answer 422 later.
 */
export const placementBodySchema = placementRequestSchema.superRefine((body, ctx) => {
  body.bets.forEach((bet, i) => {
    if (bet.system_id !== undefined && bet.type !== 'system')
      ctx.addIssue({
        code: 'custom',
        path: ['bets', i, 'system_id'],
        message: 'system_id is sent only for system bets',
      });
    if (bet.custom_odds !== undefined && bet.type !== 'custom_bet')
      ctx.addIssue({
        code: 'custom',
        path: ['bets', i, 'custom_odds'],
        message: 'custom_odds is sent only for custom bets',
      });
    const system = bet.system_id === undefined ? null : readSystemId(bet.system_id);
    const n = bet.selections.length;
    if (bet.type === 'system' && system && system.totalCount === n && system.winCount <= n) {
      const lines = binomial(n, system.winCount);
      if (bet.stake.value % lines !== 0)
        ctx.addIssue({
          code: 'custom',
          path: ['bets', i, 'stake', 'value'],
          message: `a ${bet.system_id} stake must be a multiple of its ${lines} lines`,
        });
    }
  });
});
export type PlacementBody = z.infer<typeof placementBodySchema>;
