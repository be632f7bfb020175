import type { PlacedBet, PlacedSelection } from '../bets/types';
import { applyPatch } from './structural-sharing';

/** Selection data in a bet update: the selection id plus the fields that changed. */
export type SelectionUpdate = Partial<PlacedSelection> & Pick<PlacedSelection, 'id'>;

/**
 * A real-time `bet_changed` update: the bet id plus the fields that changed. Omitted or
 * `undefined` fields are unchanged; selections carry partial data merged by selection id.
 */
export type BetUpdate = Partial<Omit<PlacedBet, 'selections'>> &
  Pick<PlacedBet, 'betId'> & { selections?: readonly SelectionUpdate[] };

/** A real-time `bet_cashout_changed` update: the new cashout offer of a bet, in minor units. */
export interface CashoutUpdate {
  betId: string;
  /** New offer in minor units; null, undefined or 0 (or below) means no offer any more. */
  toCashout?: number | null;
}

/**
 * Applies a bet update to the My Bets list (spec §4 "Live updates").
 * - A VIP bet whose update sets betStatus `rejected` is removed from the list.
 * - Otherwise the bet is replaced by id: update fields win, and selection data is merged by
 *   selection id (update fields win, other fields are kept); selection ids the bet does not hold
 *   are ignored (a placed bet never gains selections).
 * - An unknown bet id leaves the list unchanged: My Bets refetches to pick up new bets.
 * @returns `bets` itself when nothing changed, else a new array (other bets keep their references)
 */
export function applyBetUpdate(bets: PlacedBet[], update: BetUpdate): PlacedBet[] {
  const index = bets.findIndex((bet) => bet.betId === update.betId);
  const bet = bets[index];
  if (!bet) return bets;
  const { selections, ...fields } = update;
  // spec §4: a VIP bet that becomes rejected is removed from the list
  if ((fields.isVip ?? bet.isVip) === true && fields.betStatus === 'rejected') {
    return bets.filter((_, i) => i !== index);
  }
  const patched = applyPatch(bet, fields);
  const mergedSelections = selections ? mergeSelections(bet.selections, selections) : undefined;
  const next =
    mergedSelections === undefined || mergedSelections === bet.selections
      ? patched
      : { ...patched, selections: mergedSelections };
  return next === bet ? bets : replaceAt(bets, index, next);
}

function mergeSelections(
  current: PlacedSelection[],
  updates: readonly SelectionUpdate[],
): PlacedSelection[] {
  let changed = false;
  const merged = current.map((selection) => {
    const next = updates
      .filter((update) => update.id === selection.id)
      .reduce<PlacedSelection>((acc, update) => applyPatch(acc, update), selection);
    if (next !== selection) changed = true;
    return next;
  });
  return changed ? merged : current;
}

/**
 * Applies a cashout update (spec §4: cashout updates set the cashout amount). A positive amount
 * becomes the bet's `toCashout` (minor units); null, undefined or 0 removes the offer (the
 * `toCashout` field is deleted). An unknown bet id leaves the list unchanged.
 * @returns `bets` itself when nothing changed, else a new array
 */
export function applyCashoutUpdate(bets: PlacedBet[], update: CashoutUpdate): PlacedBet[] {
  const index = bets.findIndex((bet) => bet.betId === update.betId);
  const bet = bets[index];
  if (!bet) return bets;
  const { toCashout } = update;
  if (toCashout === undefined || toCashout === null || toCashout <= 0) {
    if (!('toCashout' in bet)) return bets;
    const { toCashout: _removed, ...withoutOffer } = bet;
    return replaceAt(bets, index, withoutOffer);
  }
  return bet.toCashout === toCashout ? bets : replaceAt(bets, index, { ...bet, toCashout });
}

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
}
