/**
 * Turning a refused placement into the ticket's error object (spec §3 error object, §8
 * place-bet message keys). `message` is always a message key; per-bet messages are the server's
 * localized text when it sends one, else a message key (translate it when the key exists).
 */
import type { Ticket, TicketError } from '../ticket/types';
import { placedBetIndexes } from './payload';
import type { PlacementRefusal } from './types';

/** Bet error codes of spec §8. */
export const BET_ERROR_CODE = {
  invalidOdds: 101,
  brazilianMunicipalityNotFound: 118,
  invalidOddsCustomBet: 120,
} as const;

/** Place-bet message keys of spec §8 (and the key derived from code 118's message). */
export const PLACE_BET_MESSAGE = {
  invalidOdds: 'error.place_bets.invalid_odds',
  invalidOddsCustomBet: 'error.place_bets.invalid_odds_custom_bet',
  brazilianMunicipalityNotFound: 'error.place_bets.brazilian_municipality_not_found',
  default: 'error.place_bets.default',
} as const;

/** Risk-validation keys that flag a wrong-odds error (spec §8), besides codes 101 and 120. */
export const WRONG_ODDS_KEYS = [
  'error.risk_validation.odds_different_than_bookmaker',
  'error.risk_validation.odds_higher_than_bookmakers',
  'error.risk_validation.odds_to_low',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds',
] as const;

const KEY_PREFIX = 'error.place_bets.';
const MESSAGE_BY_CODE: Readonly<Record<number, string>> = {
  [BET_ERROR_CODE.invalidOdds]: PLACE_BET_MESSAGE.invalidOdds,
  [BET_ERROR_CODE.brazilianMunicipalityNotFound]: PLACE_BET_MESSAGE.brazilianMunicipalityNotFound,
  [BET_ERROR_CODE.invalidOddsCustomBet]: PLACE_BET_MESSAGE.invalidOddsCustomBet,
};
const WRONG_ODDS_CODES: ReadonlySet<number> = new Set([
  BET_ERROR_CODE.invalidOdds,
  BET_ERROR_CODE.invalidOddsCustomBet,
]);
const WRONG_ODDS_NAMES = WRONG_ODDS_KEYS.map((key) => key.slice(key.lastIndexOf('.') + 1));
// details are small JSON: a bounded walk keeps a hostile body from recursing forever
const MAX_DETAILS_DEPTH = 6;

/**
 * The message key for a server error (spec §8): a known code's key (101, 118, 120); a code that
 * already is a key (`error.…`) as is; else a key derived from the code name or, for an unknown
 * numeric code, from the message: `error.place_bets.<snake_case>` ("Stake too high" ->
 * `error.place_bets.stake_too_high`); else `error.place_bets.default`.
 */
export function placeBetMessageKey(code?: number | string | null, serverMessage?: string): string {
  const numeric = numericCode(code);
  if (numeric !== undefined) {
    const known = MESSAGE_BY_CODE[numeric];
    if (known) return known;
  } else if (typeof code === 'string') {
    if (/^error\.[\w.]+$/.test(code)) return code;
    const derived = keySegment(code);
    if (derived) return KEY_PREFIX + derived;
  }
  const derived = serverMessage === undefined ? '' : keySegment(serverMessage);
  return derived ? KEY_PREFIX + derived : PLACE_BET_MESSAGE.default;
}

/**
 * True when the answer says the odds were wrong (spec §8): code 101 or 120, for the whole
 * placement or one bet, or a risk-validation key of {@link WRONG_ODDS_KEYS} in the code or the
 * details (anywhere in them, as the full key or its last segment alone).
 */
export function isWrongOddsResponse(refusal: PlacementRefusal): boolean {
  const byBet = Object.values(refusal.errorsByBet ?? {});
  const codes = [refusal.code, ...byBet.map((e) => e.code)];
  return (
    codes.some((c) => {
      const numeric = numericCode(c);
      return numeric !== undefined && WRONG_ODDS_CODES.has(numeric);
    }) || mentionsWrongOdds([codes, refusal.details], 0)
  );
}

/**
 * The ticket error for a refused placement (spec §3): `messagesByBet` keyed by the TICKET index of
 * each bet (the server keys its per-bet errors by payload index, mapped back through
 * `placedBetIndexes`; keys that match no sent bet are dropped), `message` the key of
 * {@link placeBetMessageKey}, `payload` the details, `isWrongOddsError`, `code`.
 * @param ticket the ticket as it was placed (its stakes decide which bets were sent)
 */
export function mapPlaceBetError(refusal: PlacementRefusal, ticket: Ticket): TicketError {
  const sent = placedBetIndexes(ticket);
  const messagesByBet: Record<string, string> = {};
  for (const [key, entry] of Object.entries(refusal.errorsByBet ?? {})) {
    const ticketIndex = /^\d+$/.test(key) ? sent[Number(key)] : undefined;
    if (ticketIndex === undefined) continue;
    messagesByBet[String(ticketIndex)] =
      entry.localizedMessage?.trim() || placeBetMessageKey(entry.code);
  }
  const error: TicketError = {
    messagesByBet,
    message: placeBetMessageKey(refusal.code, refusal.message),
    isWrongOddsError: isWrongOddsResponse(refusal),
  };
  if (refusal.details !== undefined) error.payload = refusal.details;
  // no code (absent, null, '') stays absent: ticket/state reads a code as "server error"
  const { code } = refusal;
  if (code !== undefined && code !== null && code !== '') error.code = code;
  return error;
}

/**
 * Where each per-bet message is shown: bet index -> id of the bet's first selection (spec §8
 * "per-bet messages show against the first selection's id"). Bets that are gone or empty are left
 * out.
 */
export function messageTargets(ticket: Ticket, error: TicketError): Record<string, string> {
  const targets: Record<string, string> = {};
  for (const key of Object.keys(error.messagesByBet)) {
    const first = ticket.bets[Number(key)]?.selections[0];
    if (first) targets[key] = first.id;
  }
  return targets;
}

function numericCode(code: unknown): number | undefined {
  if (typeof code === 'number') return code;
  return typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : undefined;
}

// "Brazilian municipality not found" -> "brazilian_municipality_not_found"
function keySegment(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 64)
    .replace(/^_+|_+$/g, '');
}

function mentionsWrongOdds(value: unknown, depth: number): boolean {
  if (typeof value === 'string') {
    return WRONG_ODDS_KEYS.some((key) => value.includes(key)) || WRONG_ODDS_NAMES.includes(value);
  }
  if (depth >= MAX_DETAILS_DEPTH || typeof value !== 'object' || value === null) return false;
  const entries: unknown[] = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.some((v) => mentionsWrongOdds(v, depth + 1));
}
