import {
  buildPlacementPayload,
  PlacementPayloadError,
} from '@sportsbook/betting/placement/payload';
import { classifyPlaceBetFailure } from '@sportsbook/betting/placement/failure';
import { mapPlaceBetError } from '@sportsbook/betting/placement/place-bet-error';
import {
  clearTicket,
  placingFailed,
  placingSucceeded,
  startPlacing,
} from '@sportsbook/betting/ticket/state';
import type { PlacementResult } from '@/api/bets';
import type { PlacementPayload } from '@sportsbook/betting/placement/types';
import type { TicketStore } from './ticket-store';

export interface PlaceTicketDeps {
  store: TicketStore;
  isLoggedIn: boolean;
  deviceId: string;
  /** POST /bets with the attempt's idempotency key. */
  place: (payload: PlacementPayload, idempotencyKey: string) => Promise<PlacementResult>;
  /** A fresh key per placement attempt. */
  newKey: () => string;
  askSignIn: () => void;
  /** The general error alert (global-error.default.*: spec §8). */
  alertGeneral: () => void;
}

/**
 * Places the slip (spec §4 "Placing bets"): not logged in resets to INITIAL and asks for sign-in;
 * otherwise PROCESSING, then SUCCESS with the placed bets, ERROR with the mapped server error, or
 * INITIAL plus the general alert when no usable answer came. @returns the final ticket state
 */
export async function placeTicket(deps: PlaceTicketDeps): Promise<string> {
  const { store } = deps;
  const before = store.getTicket();
  if (before.inProgress) return before.state;
  if (!deps.isLoggedIn) {
    store.setTicket((t) => ({ ...t, state: 'INITIAL' }));
    deps.askSignIn();
    return 'INITIAL';
  }
  let payload: PlacementPayload;
  try {
    payload = buildPlacementPayload(before, { deviceId: deps.deviceId, quick: false });
  } catch (error) {
    if (error instanceof PlacementPayloadError) return before.state;
    throw error;
  }
  const placing = startPlacing(before);
  store.setTicket(placing);
  const result = await deps.place(payload, deps.newKey());
  if (result.ok) {
    store.setTicket((t) => placingSucceeded(t, result.bets));
    return 'SUCCESS';
  }
  const kind = classifyPlaceBetFailure(result.response);
  const error = mapPlaceBetError(result.response ?? { status: 0 }, placing);
  const failure = placingFailed(store.getTicket(), error, {
    unauthorized: kind === 'unauthorized',
  });
  store.setTicket(failure.ticket);
  if (failure.followUp === 'sign_in') deps.askSignIn();
  if (failure.followUp === 'general_alert') deps.alertGeneral();
  return failure.ticket.state;
}

/** After a receipt: an empty slip for the next bets (spec §4 "clearing resets to INITIAL"). */
export function startNewSlip(store: TicketStore): void {
  store.setTicket(clearTicket());
}
