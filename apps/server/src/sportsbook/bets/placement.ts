import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { productOfOdds, toOddsUnits } from '@sportsbook/betting/math/exact';
import { potentialWin, totalOdds } from '@sportsbook/betting/ticket/potential-win';
import {
  ticketBetLimitProblems,
  type BetLimitProblem,
} from '@sportsbook/betting/ticket/bet-limits';
import {
  EMPTY_TICKET,
  type OddsAcceptMode,
  type TicketBet,
} from '@sportsbook/betting/ticket/types';
import { ticketProblems, type TicketProblem } from '@sportsbook/betting/ticket/validation';
import type { BetErrorWire, PlacedBetWire } from '@sportsbook/contract/bets';
import {
  accounts,
  betPlacements,
  betSelections,
  bets,
  bettingSettings,
  type BetRow,
} from '@/db/schema';
import type { ServerContext } from '@/http/context';
import type { MessageLocale } from '@/http/messages';
import { randomToken } from '@/http/secrets';
import {
  AccountNotFoundError,
  findCurrency,
  InsufficientBalanceError,
  recordTransaction,
} from '@/platform';
import { writableAmount } from './amounts';
import { priceCustomBet } from './custom-pricing';
import { amountText, BET_LIMITS, stakeLimits } from './limits';
import {
  isOpenSelection,
  loadCurrentSelections,
  loadProviderStatuses,
  selectionKey,
  type CurrentSelection,
} from './market-state';
import { betMessage, type BetMessageKey } from './messages';
import { publishBetChanges } from './push';
import { betToWire, currentCashoutOffer, wireBetsByIds, type LiveSelection } from './read';
import { type PlacementBody } from './schemas';
import { toSelection, toTicketBet } from './ticket-bet';

/** Bet error codes of spec §8. */
export const INVALID_ODDS = 101;
export const INVALID_ODDS_CUSTOM_BET = 120;

type PlacementBet = PlacementBody['bets'][number];

/** One reason a bet is refused: its code (101, 120 or the key) and message key. */
interface BetError {
  code: number | string;
  key: BetMessageKey;
  values?: Record<string, string | number>;
}

/** A selection whose price differs from the one sent (refusal details for the slip). */
interface OddsDetail {
  bet: number;
  selection: number;
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
  current_odds: number | null;
}

/**
 * A refused placement (spec §7 Other, §8): answered as `{code, message, data: {details,
 * errors_by_bet}}`, errors keyed by payload index.
 */
export class BetRefusal extends Error {
  override name = 'BetRefusal';
  constructor(
    readonly statusCode: number,
    readonly code: number | string,
    message: string,
    readonly errorsByBet: Record<string, BetErrorWire>,
    readonly details: unknown,
  ) {
    super(message);
  }

  toBody() {
    return {
      code: this.code,
      message: this.message,
      data: { details: this.details, errors_by_bet: this.errorsByBet },
    };
  }
}

/** An idempotency key already used for another request body. */
export class IdempotencyConflict extends Error {
  override name = 'IdempotencyConflict';
}

/** What the checks decided for one bet: the odds it is placed at, or why it is refused. */
interface CheckedBet {
  errors: BetError[];
  /** Odds per selection the bet is placed at (current odds where the accept mode takes them). */
  odds: number[];
  totalOdds: number;
  current: CurrentSelection[];
}

const sameOdds = (a: number, b: number) => toOddsUnits(a) === toOddsUnits(b);
const hashBody = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('base64url');

/** The player's accept mode (spec §3 betting settings `auto_accept_odds_change`). */
async function acceptModeOf(ctx: ServerContext, playerId: string): Promise<OddsAcceptMode> {
  const [row] = await ctx.db
    .select({ mode: bettingSettings.autoAcceptOddsChange })
    .from(bettingSettings)
    .where(eq(bettingSettings.playerId, playerId));
  return row?.mode ?? 'none';
}

/** packages/betting ticket problems (spec §5) as place-bet errors. */
function problemError(problem: TicketProblem, current: CurrentSelection[]): BetError | null {
  switch (problem.code) {
    case 'invalid_selection_count':
      return { code: 'error.place_bets.selection_count', key: 'error.place_bets.selection_count' };
    case 'conflict':
      return { code: 'error.place_bets.conflict', key: 'error.place_bets.conflict' };
    case 'system_with_oddin':
      return {
        code: 'error.place_bets.system_with_oddin',
        key: 'error.place_bets.system_with_oddin',
      };
    case 'mixed_providers':
      return { code: 'error.place_bets.mixed_providers', key: 'error.place_bets.mixed_providers' };
    case 'system_type_mismatch':
      return { code: 'error.place_bets.system_type', key: 'error.place_bets.system_type' };
    case 'custom_odds_missing':
      return { code: INVALID_ODDS_CUSTOM_BET, key: 'error.place_bets.invalid_odds_custom_bet' };
    case 'total_mismatch':
      return { code: 'error.place_bets.stake_split', key: 'error.place_bets.stake_split' };
    case 'selection_suspended': {
      const s = current.find((c) => toSelection(c).id === problem.selectionId);
      const over = s !== undefined && s.event.status >= 3;
      return over
        ? { code: 'error.place_bets.match_finished', key: 'error.place_bets.match_finished' }
        : {
            code: 'error.place_bets.selection_suspended',
            key: 'error.place_bets.selection_suspended',
          };
    }
    case 'selection_unavailable':
      return { code: 'error.place_bets.unknown_outcome', key: 'error.place_bets.unknown_outcome' };
    case 'provider_unavailable':
      return {
        code: 'error.place_bets.provider_unavailable',
        key: 'error.place_bets.provider_unavailable',
      };
    case 'stake_not_positive':
    case 'selection_changed':
    case 'empty_ticket':
    case 'multi_single_unavailable':
    case 'max_odds_exceeded':
    case 'max_payout_exceeded':
      // the limits are checked at the odds the bet is placed at (limitErrors)
      return null;
  }
}

/** A bet past the site's limits of one bet (max total odds, max payout) as place-bet errors. */
function limitErrors(bet: TicketBet): BetError[] {
  return ticketBetLimitProblems(bet, BET_LIMITS).map((p: BetLimitProblem): BetError =>
    p.code === 'max_odds_exceeded'
      ? {
          code: 'error.place_bets.max_odds_exceeded',
          key: 'error.place_bets.max_odds_exceeded',
          values: { odds: p.maxTotalOdds.toFixed(2) },
        }
      : {
          code: 'error.place_bets.max_payout_exceeded',
          key: 'error.place_bets.max_payout_exceeded',
          values: { amount: amountText(p.maxPayout, p.currency) },
        },
  );
}

/**
 * Checks one bet against the catalogue now (spec §5 rules through packages/betting, the stake
 * limits, and the odds with the player's accept mode, spec §4: none refuses any difference,
 * higher refuses only a drop and places a rise at the current odds, any places at the current odds).
 */
function checkBet(
  bet: PlacementBet,
  index: number,
  state: Map<string, CurrentSelection>,
  mode: OddsAcceptMode,
  providers: Awaited<ReturnType<typeof loadProviderStatuses>>,
  oddsDetails: OddsDetail[],
  quick: boolean,
): CheckedBet {
  const errors: BetError[] = [];
  const refused = (): CheckedBet => ({ errors, odds: [], totalOdds: 1, current: [] });
  const currency = findCurrency(bet.stake.currency);
  const limits = stakeLimits(bet.stake.currency);
  if (!currency || !limits) {
    errors.push({
      code: 'error.place_bets.account_not_found',
      key: 'error.place_bets.account_not_found',
    });
    return refused();
  }
  if (bet.stake.value < limits.min)
    errors.push({
      code: 'error.place_bets.stake_too_low',
      key: 'error.place_bets.stake_too_low',
      values: { amount: amountText(limits.min, currency.code) },
    });
  if (bet.stake.value > limits.max)
    errors.push({
      code: 'error.place_bets.stake_too_high',
      key: 'error.place_bets.stake_too_high',
      values: { amount: amountText(limits.max, currency.code) },
    });
  // no bonus is issued by this backend yet: a bet cannot carry one (and is never paid as one)
  if (bet.bonus)
    errors.push({
      code: 'error.place_bets.bonus_unavailable',
      key: 'error.place_bets.bonus_unavailable',
    });
  const current: CurrentSelection[] = [];
  for (const s of bet.selections) {
    const found = state.get(selectionKey(s));
    if (found) current.push(found);
  }
  if (current.length !== bet.selections.length) {
    errors.push({
      code: 'error.place_bets.unknown_outcome',
      key: 'error.place_bets.unknown_outcome',
    });
    return refused();
  }
  const ticketBet = toTicketBet(bet, current, currency, bet.custom_odds);
  const selections = ticketBet.selections;
  const problems = ticketProblems(
    { ...EMPTY_TICKET, bets: [ticketBet] },
    { multiSingleAvailableByProvider: {}, providerStatuses: providers },
  );
  for (const p of problems) {
    const error = problemError(p, current);
    if (error && !errors.some((e) => e.key === error.key)) errors.push(error);
  }
  if (bet.type === 'custom_bet') return checkCustomBet(bet, ticketBet, current, mode, errors);
  // accepting new odds would not make such a bet placeable: its own error comes first
  if (errors.length > 0) return { errors, odds: [], totalOdds: 1, current };
  const odds: number[] = [];
  let oddsRefused = false;
  bet.selections.forEach((sent, position) => {
    const now = current[position]?.outcome.odds ?? sent.odds;
    const takesNow =
      sameOdds(now, sent.odds) || mode === 'any' || (mode === 'higher' && now > sent.odds);
    odds.push(takesNow ? now : sent.odds);
    if (takesNow) return;
    oddsRefused = true;
    oddsDetails.push({
      bet: index,
      selection: position,
      ...refOf(sent),
      odds: sent.odds,
      current_odds: now,
    });
    errors.unshift({
      code: INVALID_ODDS,
      key:
        now < sent.odds
          ? 'error.risk_validation.odds_higher_than_bookmakers'
          : 'error.risk_validation.odds_to_low',
      values: { current: now.toFixed(2) },
    });
  });
  if (oddsRefused || errors.length > 0) return { errors, odds, totalOdds: 1, current };
  const placed: TicketBet = {
    ...ticketBet,
    selections: selections.map((s, i) => ({ ...s, acceptedOdds: odds[i] ?? s.odds })),
  };
  // the limits are checked at the odds the bet would be placed at (the accept mode may raise them)
  errors.push(...limitErrors(placed));
  if (errors.length > 0) return { errors, odds, totalOdds: 1, current };
  // spec §5: a quick bet whose potential win is not above its stake is refused
  if (quick && potentialWin(placed) <= bet.stake.value)
    errors.push({
      code: 'error.potential_win.equal_or_less',
      key: 'error.potential_win.equal_or_less',
    });
  return {
    errors,
    odds,
    totalOdds: bet.type === 'system' ? totalOdds(placed) : productOfOdds(odds),
    current,
  };
}

const refOf = (s: PlacementBet['selections'][number]) => ({
  match_id: s.match_id,
  market_id: s.market_id,
  specifier: s.specifier,
  outcome_id: s.outcome_id,
});

/**
 * A custom bet: one match, combinable groups, custom_odds against the server's own price, and the
 * limits at the price it would be placed at.
 */
function checkCustomBet(
  bet: PlacementBet,
  ticketBet: TicketBet,
  current: CurrentSelection[],
  mode: OddsAcceptMode,
  errors: BetError[],
): CheckedBet {
  const odds = current.map((c) => c.outcome.odds);
  if (new Set(current.map((c) => c.event.id)).size > 1) {
    errors.push({
      code: 'error.place_bets.custom_bet_match',
      key: 'error.place_bets.custom_bet_match',
    });
    return { errors, odds, totalOdds: 1, current };
  }
  const price = priceCustomBet(
    current.map((c) => ({ marketId: c.market.marketId, odds: c.outcome.odds })),
  );
  if (!price.ok) {
    errors.push({ code: 'error.place_bets.conflict', key: 'error.place_bets.conflict' });
    return { errors, odds, totalOdds: 1, current };
  }
  const sent = bet.custom_odds;
  if (errors.length > 0 || sent === undefined) return { errors, odds, totalOdds: 1, current };
  const takesNow =
    sameOdds(price.odds, sent) || mode === 'any' || (mode === 'higher' && price.odds > sent);
  if (!takesNow) {
    errors.unshift({
      code: INVALID_ODDS_CUSTOM_BET,
      key: 'error.place_bets.invalid_odds_custom_bet',
      values: { current: price.odds.toFixed(2) },
    });
    return { errors, odds, totalOdds: price.odds, current };
  }
  errors.push(...limitErrors({ ...ticketBet, customOdds: price.odds }));
  return { errors, odds, totalOdds: price.odds, current };
}

function errorWire(error: BetError, locale: MessageLocale): BetErrorWire {
  return {
    code: error.code,
    message: error.key,
    localized_message: betMessage(locale, error.key, error.values),
  };
}

/** The refusal of a placement whose bets have errors: 101/120 first, else the first bet's code. */
function refusal(
  errorsByIndex: Map<number, BetError[]>,
  locale: MessageLocale,
  details: unknown,
): BetRefusal {
  const all = [...errorsByIndex.values()].flat();
  const top =
    all.find((e) => e.code === INVALID_ODDS) ??
    all.find((e) => e.code === INVALID_ODDS_CUSTOM_BET) ??
    all[0];
  const byBet: Record<string, BetErrorWire> = {};
  for (const [index, errors] of errorsByIndex) {
    const first = errors[0];
    if (first) byBet[String(index)] = errorWire(first, locale);
  }
  const key: BetMessageKey =
    top?.code === INVALID_ODDS
      ? 'error.place_bets.invalid_odds'
      : (top?.key ?? 'error.place_bets.default');
  return new BetRefusal(
    422,
    top?.code ?? 'error.place_bets.default',
    betMessage(locale, key, top?.values),
    byBet,
    details,
  );
}

const newBetId = () => `bet_${randomToken(12)}`;

/**
 * POST /bets (spec §3 placement payload, §7): checks every bet, then inserts the bets and debits
 * the stakes in ONE transaction; pushes bet_changed and balance_changed after commit. With an
 * idempotency key a retry returns the first placement's bets and places nothing.
 * @throws BetRefusal (422) when any bet is refused; nothing is placed then
 * @throws IdempotencyConflict when the key was used for another body
 */
export async function placeBets(
  ctx: ServerContext,
  playerId: string,
  body: PlacementBody,
  idempotencyKey: string | null,
  locale: MessageLocale,
): Promise<PlacedBetWire[]> {
  const bodyHash = hashBody(body);
  if (idempotencyKey) {
    const replay = await earlierPlacement(ctx, playerId, idempotencyKey, bodyHash);
    if (replay) return replay;
  }
  const refs = body.bets.flatMap((b) => b.selections);
  const [state, mode, providers, playerAccounts] = await Promise.all([
    loadCurrentSelections(ctx.db, refs),
    acceptModeOf(ctx, playerId),
    loadProviderStatuses(ctx.db),
    ctx.db.select().from(accounts).where(eq(accounts.playerId, playerId)),
  ]);
  const oddsDetails: OddsDetail[] = [];
  const checked = body.bets.map((bet, i) =>
    checkBet(bet, i, state, mode, providers, oddsDetails, body.meta.quick),
  );
  const errorsByIndex = new Map<number, BetError[]>();
  checked.forEach((c, i) => {
    if (c.errors.length > 0) errorsByIndex.set(i, c.errors);
  });
  // spec §5: several singles at once only where every provider of them allows multi-single
  const singles = body.bets.flatMap((bet, i) => (bet.type === 'single' ? [i] : []));
  if (singles.length > 1) {
    for (const i of singles) {
      const provider = checked[i]?.current[0]?.event.provider;
      if (provider === undefined || ctx.config.multiSingleProviders.includes(provider)) continue;
      const error: BetError = {
        code: 'error.place_bets.multi_single_unavailable',
        key: 'error.place_bets.multi_single_unavailable',
      };
      errorsByIndex.set(i, [...(errorsByIndex.get(i) ?? []), error]);
    }
  }
  // the currency must be one of the player's accounts, and each account must cover its stakes
  const needed = new Map<string, number>();
  for (const bet of body.bets)
    needed.set(bet.stake.currency, (needed.get(bet.stake.currency) ?? 0) + bet.stake.value);
  body.bets.forEach((bet, i) => {
    const account = playerAccounts.find((a) => a.currency === bet.stake.currency);
    const error: BetError | null = !account
      ? { code: 'error.place_bets.account_not_found', key: 'error.place_bets.account_not_found' }
      : account.balance < (needed.get(bet.stake.currency) ?? 0)
        ? {
            code: 'error.place_bets.insufficient_balance',
            key: 'error.place_bets.insufficient_balance',
          }
        : null;
    if (error) errorsByIndex.set(i, [...(errorsByIndex.get(i) ?? []), error]);
  });
  if (errorsByIndex.size > 0) throw refusal(errorsByIndex, locale, { selections: oddsDetails });

  const at = ctx.now();
  const ids = body.bets.map(() => newBetId());
  const balances = new Map<string, number>();
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
    bonus: bet.bonus ?? null,
    winAmount: 0,
    cashoutOffer: null,
    deviceId: body.meta.device_id,
    quick: body.meta.quick,
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
        matchStatus: c?.event.status ?? 0,
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
      await tx.insert(bets).values(rows.map(({ seq: _seq, ...row }) => row));
      await tx
        .insert(betSelections)
        .values(
          legs.flat().map(({ matchStatus: _m, currentOdds: _c, marketResult: _r, ...row }) => row),
        );
      for (const [i, bet] of body.bets.entries()) {
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
    });
  } catch (error) {
    if (error instanceof DuplicatePlacement && idempotencyKey) {
      const replay = await earlierPlacement(ctx, playerId, idempotencyKey, bodyHash);
      if (replay) return replay;
    }
    if (error instanceof InsufficientBalanceError || error instanceof AccountNotFoundError) {
      // another placement took the money between the check and the debit
      const key: BetMessageKey =
        error instanceof InsufficientBalanceError
          ? 'error.place_bets.insufficient_balance'
          : 'error.place_bets.account_not_found';
      const all = new Map(body.bets.map((_, i) => [i, [{ code: key, key }]]));
      throw refusal(all, locale, { selections: [] });
    }
    throw error;
  }
  const placed = rows.map((row, i) => betToWire(row, legs[i] ?? []));
  await publishBetChanges(ctx, playerId, placed, balances);
  return placed;
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
