/**
 * Building the bet placement payload from the ticket (spec §3 Bet placement payload, §5, §7). Only
 * bets with a stake above 0 are sent (spec §4 "keeps bets with stake above 0 as processing").
 */
import type { Ticket, TicketBet } from '../ticket/types';
import type { PlacementBet, PlacementPayload } from './types';

/** Why a ticket cannot be turned into a placement payload. */
export type PlacementPayloadErrorCode =
  | 'nothing_to_place'
  | 'invalid_stake'
  | 'missing_selections'
  | 'missing_system_type'
  | 'missing_custom_odds';

/** The ticket cannot be placed as it is; `betIndex` is the ticket index of the bet at fault. */
export class PlacementPayloadError extends Error {
  override name = 'PlacementPayloadError';
  constructor(
    readonly code: PlacementPayloadErrorCode,
    message: string,
    readonly betIndex?: number,
  ) {
    super(message);
  }
}

/**
 * Ticket indexes of the bets a placement sends: those with a stake above 0, in ticket order.
 * Payload bet `i` is ticket bet `placedBetIndexes(ticket)[i]`; error answers are mapped back
 * through it.
 */
export function placedBetIndexes(ticket: Ticket): number[] {
  return ticket.bets.flatMap((bet, index) => (isPlaced(bet) ? [index] : []));
}

/**
 * The placement payload for the ticket. Stakes go as integer minor units; selections carry their
 * ACCEPTED odds; `systemId` only for system bets and `customOdds` only for custom bets (spec
 * §5); `meta.type` is the bet type of the one bet sent, or `multi` for several.
 * @param options.deviceId the device id cookie (spec §9)
 * @param options.quick placed through quick bet
 * @throws PlacementPayloadError when no bet has a stake, a stake is not an integer of minor units,
 * a bet has no selections, a system bet has no system type or a custom bet no custom odds.
 */
export function buildPlacementPayload(
  ticket: Ticket,
  options: { deviceId: string; quick: boolean },
): PlacementPayload {
  const bets = ticket.bets.flatMap((bet, index) =>
    isPlaced(bet) ? [checkedPlacementBet(bet, index)] : [],
  );
  const [first] = bets;
  if (!first) throw new PlacementPayloadError('nothing_to_place', 'no bet has a stake above 0');
  return {
    meta: {
      deviceId: options.deviceId,
      quick: options.quick,
      type: bets.length === 1 ? first.type : 'multi',
    },
    bets,
  };
}

// spec §4: only bets with stake above 0 are placed
function isPlaced(bet: TicketBet): boolean {
  return bet.stake > 0;
}

/**
 * A ticket bet as it is placed or shared (stake as it is, even 0): its selections at their
 * ACCEPTED odds, the system type id of a system bet and the custom odds of a custom bet (spec §5).
 * No checks and no bonus: {@link buildPlacementPayload} adds both.
 */
export function toPlacementBet(bet: TicketBet): PlacementBet {
  const placed: PlacementBet = {
    type: bet.betType,
    stake: { value: bet.stake, currency: bet.currency },
    selections: bet.selections.map((s) => ({
      matchId: s.matchId,
      marketId: s.marketId,
      specifier: s.specifier,
      outcomeId: s.outcomeId,
      odds: s.acceptedOdds,
    })),
  };
  // system type id only for system bets, custom odds only for custom bets: spec §5
  if (bet.betType === 'system' && bet.systemType) placed.systemId = bet.systemType.id;
  if (bet.betType === 'custom_bet' && bet.customOdds !== undefined) {
    placed.customOdds = bet.customOdds;
  }
  return placed;
}

function checkedPlacementBet(bet: TicketBet, index: number): PlacementBet {
  if (!Number.isSafeInteger(bet.stake)) {
    throw new PlacementPayloadError(
      'invalid_stake',
      `bet ${index}: stake ${bet.stake} is not an integer of minor units`,
      index,
    );
  }
  if (bet.selections.length === 0) {
    throw new PlacementPayloadError('missing_selections', `bet ${index} has no selections`, index);
  }
  if (bet.betType === 'system' && !bet.systemType) {
    throw new PlacementPayloadError(
      'missing_system_type',
      `system bet ${index} has no system type`,
      index,
    );
  }
  if (bet.betType === 'custom_bet' && bet.customOdds === undefined) {
    throw new PlacementPayloadError(
      'missing_custom_odds',
      `custom bet ${index} has no custom odds`,
      index,
    );
  }
  const placed = toPlacementBet(bet);
  if (bet.bonus) {
    const odds = bet.bonus.odds ?? bet.bonusOdds;
    placed.bonus =
      odds === undefined
        ? { id: bet.bonus.id, type: bet.bonus.type }
        : { id: bet.bonus.id, type: bet.bonus.type, odds };
  }
  return placed;
}
