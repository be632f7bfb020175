/**
 * The betting-settings context the ticket rules read (spec §3 betting settings). Passed in by the
 * caller, so the engine stays pure.
 */
import type { Provider, Ticket } from './types';

/** A provider's status from the betting settings (spec §3 providerStatuses, §4 provider status). */
export type { ProviderStatus } from '@sportsbook/contract/vocabulary';

/** Per-provider switch of spec §3 `multiSingleAvailableByProvider`; a missing provider is `false`. */
export type MultiSingleAvailability = Partial<Record<Provider, boolean>>;

/** What adding selections and changing the bet type need to know. */
export interface TicketOptions {
  /** Currency code of new bets. */
  currency: string;
  /** Minor units per major unit of that currency (100 for EUR). */
  subunits: number;
  /** Which providers allow several single bets in one ticket (multi-single). */
  multiSingleAvailableByProvider: MultiSingleAvailability;
  /** Stake of new bets in minor units; 0 when absent. */
  defaultStake?: number;
}

/** Distinct providers of every selection of the ticket (custom bets included), in slip order. */
export function ticketProviders(ticket: Ticket): Provider[] {
  const providers = new Set<Provider>();
  for (const bet of ticket.bets) for (const s of bet.selections) providers.add(s.provider);
  return [...providers];
}

/**
 * The providers among `providers` that do NOT allow multi-single; multi-single is allowed when this
 * list is empty ("multi-single requires every provider in the slip to allow it": spec §5).
 */
export function providersWithoutMultiSingle(
  providers: Iterable<Provider>,
  available: MultiSingleAvailability,
): Provider[] {
  return [...new Set(providers)].filter((p) => available[p] !== true);
}
