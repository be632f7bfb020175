import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { UserLimit } from '@sportsbook/betting/limits/types';
import type { PlacedBetWire } from '@sportsbook/contract/bets';
import { betPlacements, type BetRow } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import type { MessageLocale } from '@/http/messages';
import { randomToken } from '@/http/secrets';
import {
  AccountNotFoundError,
  betLimitProblems,
  InsufficientBalanceError,
  notifyLimitReached,
  recordTransaction,
} from '@/platform';
import { writableAmount } from './amounts';
import { isOpenSelection } from './market-state';
import { insertBets, lockForPlacement } from './placement-statements';
import { readPlacementState, type Placer } from './placement-read';
import type { BetMessageKey } from './messages';
import { checkPlacement, isFreebetBet, type CheckedBet } from './placement-check';
import { checkPlacementBonuses, type PlacementBonuses } from './placement-bonus';
import {
  IdempotencyConflict,
  keyed,
  LimitRefused,
  limitRefusal,
  refusal,
} from './placement-errors';
import { publishBetChanges } from './push';
import {
  jackpotsFed,
  jackpotWriteCtes,
  planJackpots,
  recordJackpotHits,
} from '@/sportsbook/jackpots/contribution';
import { betToWire, currentCashoutOffer, wireBetsByIds, type LiveSelection } from './read';
import { type PlacementBody } from './schemas';
import { MATCH_STATUS } from '@sportsbook/betting/catalog/status';
import { checkCustomSelectionCount } from './custom';
import { BonusTaken, noEffects, storedBetBonus, useBetBonus } from '@/sportsbook/bonuses/bet-apply';
import { loadConditionTargets } from '@/sportsbook/bonuses/eligibility';
import { publishBonusIssued, publishTournamentPool } from '@/sportsbook/bonuses/push';
import { loadBonusPlayer, loadHeld } from '@/sportsbook/bonuses/store';

const hashBody = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('base64url');

const newBetId = () => `bet_${randomToken(12)}`;

/**
 * POST /bets (spec §3 placement payload, §7): checks every bet, then inserts the bets and debits
 * the stakes in ONE transaction; pushes bet_changed and balance_changed after commit. With an
 * idempotency key a retry returns the first placement's bets and places nothing. `gate` sees
 * the placer's player id (null: no session) and limits, read with the placement's state, first:
 * it answers who places or throws (401, the session limits of spec §8).
 * @throws BetRefusal (422) when any bet is refused; nothing is placed then
 * @throws IdempotencyConflict when the key was used for another body
 */
export async function placeBets(
  ctx: ServerContext,
  placer: Placer,
  body: PlacementBody,
  idempotencyKey: string | null,
  locale: MessageLocale,
  gate: (playerId: string | null, limits: readonly UserLimit[]) => Promise<string>,
): Promise<PlacedBetWire[]> {
  const refs = body.bets.flatMap((b) => b.selections);
  // issue 18: one read before anything else, with the session and its limits
  const read = await readPlacementState(ctx.db, placer, refs);
  const playerId = await gate(read.playerId, read.limits);
  const { selections, mode, providers, accounts, jackpots } = read;
  const bodyHash = hashBody(body);
  if (idempotencyKey) {
    const replay = await earlierPlacement(ctx, playerId, idempotencyKey, bodyHash);
    if (replay) return replay;
  }
  // read once, before the checks: the custom-bet rule and the jackpots flag (issue 16)
  const site = (await ctx.site.current()).data;
  for (const bet of body.bets)
    if (bet.type === 'custom_bet')
      checkCustomSelectionCount(bet.selections.length, site.custom_bet.single_allowed);
  const { checked, errorsByIndex, oddsDetails } = checkPlacementBonuses(
    body,
    checkPlacement(body, {
      selections,
      mode,
      providers,
      accounts,
      multiSingleProviders: ctx.config.multiSingleProviders,
    }),
    await loadPlacementBonuses(ctx, playerId, body),
  );
  if (errorsByIndex.size > 0) throw refusal(errorsByIndex, locale, { selections: oddsDetails });

  const at = ctx.now();
  const ids = body.bets.map(() => newBetId());
  const balances = new Map<string, number>();
  let usedInJackpot = new Set<string>();
  const effects = noEffects();
  const { rows, legs } = newBetRows(body, checked, playerId, ids, at);
  const jackpotsOn = site.features.jackpots;
  try {
    await ctx.db.transaction(async (tx) => {
      if (idempotencyKey) {
        const claimed = await tx
          .insert(betPlacements)
          .values({ playerId, key: idempotencyKey, bodyHash, betIds: ids, createdAt: at })
          .onConflictDoNothing()
          .returning({ key: betPlacements.key });
        // a concurrent request with the same key committed first: it is the placement
        if (claimed.length === 0) throw new DuplicatePlacement();
      }
      // spec §3: the player's limits, counted under their row locks so concurrent bets add up
      // a freebet's stake is not the player's money: it counts for no wager or loss limit
      const stakes = body.bets.map((b) => ({
        ...b.stake,
        value: isFreebetBet(b) ? 0 : b.stake.value,
      }));
      // issue 18: the limits and the fed jackpots' levels locked in one statement
      const fed = jackpotsFed(jackpots, rows, legs, jackpotsOn);
      const locked = await lockForPlacement(tx, playerId, fed.fed);
      const limited = await betLimitProblems(tx, playerId, stakes, at.getTime(), locked.limits);
      if (limited.size > 0) throw new LimitRefused(limited);
      // issue 15: eligible bets feed the jackpots (and draw their hits) in this transaction
      const plan = planJackpots(ctx, fed, locked.levels, rows);
      usedInJackpot = plan.usedInJackpot;
      await insertBets(
        tx,
        rows.map((row) => ({ ...row, usedInJackpot: usedInJackpot.has(row.id) })),
        legs,
        jackpotWriteCtes(tx, plan, at),
      );
      for (const [i, bet] of body.bets.entries()) {
        const bonus = checked[i]?.bonus;
        if (bonus) {
          const eventIds = bet.selections.map((s) => s.match_id);
          const used = { id: ids[i] ?? '', stake: bet.stake.value, currency: bet.stake.currency };
          await useBetBonus(tx, bonus.held, { ...used, eventIds }, at, effects);
        }
        if (isFreebetBet(bet)) continue;
        const { balance } = await recordTransaction(tx, {
          playerId,
          currency: bet.stake.currency,
          type: 'bet',
          amount: -bet.stake.value,
          reference: ids[i] ?? null,
          at,
        });
        balances.set(bet.stake.currency, writableAmount(balance, 'balance'));
      }
      await recordJackpotHits(tx, plan, at);
    });
  } catch (error) {
    if (error instanceof DuplicatePlacement && idempotencyKey) {
      const replay = await earlierPlacement(ctx, playerId, idempotencyKey, bodyHash);
      if (replay) return replay;
    }
    if (error instanceof LimitRefused) {
      for (const problem of new Set(error.problems.values()))
        if (problem.kind === 'limit') await notifyLimitReached(ctx, playerId, problem.reached, at);
      throw limitRefusal(error.problems, locale);
    }
    if (error instanceof BonusTaken) {
      // a concurrent placement used the bonus first: this one is refused, nothing was written
      const taken = new Map<number, ReturnType<typeof keyed>[]>();
      body.bets.forEach((b, i) => {
        if (b.bonus) taken.set(i, [keyed('error.place_bets.bonus_unavailable')]);
      });
      throw refusal(taken, locale, { selections: [] });
    }
    if (error instanceof InsufficientBalanceError || error instanceof AccountNotFoundError) {
      // another placement took the money between the check and the debit
      const key: BetMessageKey =
        error instanceof InsufficientBalanceError
          ? 'error.place_bets.insufficient_balance'
          : 'error.place_bets.account_not_found';
      const all = new Map(body.bets.map((_, i) => [i, [keyed(key)]]));
      throw refusal(all, locale, { selections: [] });
    }
    throw error;
  }
  const placed = rows.map((row, i) =>
    betToWire({ ...row, usedInJackpot: usedInJackpot.has(row.id) }, legs[i] ?? []),
  );
  await publishBetChanges(ctx, playerId, placed, balances);
  await publishBonusIssued(ctx, playerId, effects.issued);
  for (const pool of effects.pools) await publishTournamentPool(ctx, pool);
  return placed;
}

/** The player's bonuses and their conditions' data, loaded only when a bet carries a bonus. */
async function loadPlacementBonuses(
  ctx: ServerContext,
  playerId: string,
  body: PlacementBody,
): Promise<PlacementBonuses | undefined> {
  if (!body.bets.some((b) => b.bonus)) return undefined;
  const [player, held, targets] = await Promise.all([
    loadBonusPlayer(ctx.db, playerId),
    loadHeld(ctx.db, playerId),
    loadConditionTargets(
      ctx.db,
      body.bets.flatMap((b) => b.selections.map((s) => s.match_id)),
    ),
  ]);
  return player ? { player, held, targets, now: ctx.now() } : undefined;
}

/**
 * The rows a placement inserts: its bets (placed waiting for results, at the checked odds) and
 * their selections, with the cashout offer each bet has now.
 */
function newBetRows(
  body: PlacementBody,
  checked: readonly CheckedBet[],
  playerId: string,
  ids: readonly string[],
  at: Date,
): { rows: BetRow[]; legs: LiveSelection[][] } {
  const rows: BetRow[] = body.bets.map((bet, i) => ({
    id: ids[i] ?? '',
    seq: 0,
    playerId,
    betType: bet.type,
    status: 'waiting_results',
    result: 'no_results',
    stake: writableAmount(bet.stake.value, 'stake', 1),
    currency: bet.stake.currency,
    odds: checked[i]?.totalOdds ?? 1,
    systemId: bet.type === 'system' ? (bet.system_id ?? null) : null,
    bonus: checked[i]?.bonus
      ? storedBetBonus(checked[i].bonus.held, checked[i].bonus.bonusOdds)
      : null,
    winAmount: 0,
    cashoutOffer: null,
    deviceId: body.meta.device_id,
    quick: body.meta.quick,
    usedInJackpot: false,
    createdAt: at,
    settledAt: null,
  }));
  const legs: LiveSelection[][] = body.bets.map((bet, i) =>
    bet.selections.map((s, position) => {
      const c = checked[i]?.current[position];
      return {
        betId: ids[i] ?? '',
        position,
        eventId: s.match_id,
        matchUrnId: c?.event.urnId ?? '',
        nameA: c?.event.nameA ?? '',
        nameB: c?.event.nameB ?? '',
        provider: c?.event.provider ?? 'betradar',
        marketId: s.market_id,
        marketName: c?.market.name ?? '',
        specifier: s.specifier,
        outcomeId: s.outcome_id,
        outcomeName: c?.outcome.name ?? '',
        odds: checked[i]?.odds[position] ?? s.odds,
        result: 'no_results',
        matchStatus: c?.event.status ?? MATCH_STATUS.prematch,
        currentOdds: c && isOpenSelection(c) ? c.outcome.odds : null,
        marketResult: null,
      };
    }),
  );
  // the offer pushed later is compared with this one, so only a moved offer is pushed
  for (const [i, row] of rows.entries()) {
    const offer = currentCashoutOffer(row, legs[i] ?? []);
    row.cashoutOffer = offer === null ? null : writableAmount(offer, 'cashout offer');
  }
  return { rows, legs };
}

class DuplicatePlacement extends Error {
  override name = 'DuplicatePlacement';
}

async function earlierPlacement(
  ctx: ServerContext,
  playerId: string,
  key: string,
  bodyHash: string,
): Promise<PlacedBetWire[] | null> {
  const [row] = await ctx.db
    .select()
    .from(betPlacements)
    .where(and(eq(betPlacements.playerId, playerId), eq(betPlacements.key, key)));
  if (!row) return null;
  if (row.bodyHash !== bodyHash) throw new IdempotencyConflict('idempotency key reused');
  return wireBetsByIds(ctx.db, row.betIds);
}
