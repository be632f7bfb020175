import { buildPlacementPayload } from '@sportsbook/betting/placement/payload';
import { mapPlaceBetError } from '@sportsbook/betting/placement/place-bet-error';
import { classifyPlaceBetFailure } from '@sportsbook/betting/placement/failure';
import {
  quickBetFailed,
  quickBetSucceeded,
  quickBetTicket,
  startQuickBet,
} from '@sportsbook/betting/quickbet/quick-bet-flow';
import type { Selection } from '@sportsbook/betting/ticket/types';
import type { PlacementResult } from '@/api/bets';
import type { PlacementPayload } from '@sportsbook/betting/placement/types';
import type { QuickBetStore } from './quick-bet-store';

export interface PlaceQuickBetDeps {
  store: QuickBetStore;
  deviceId: string;
  place: (payload: PlacementPayload, idempotencyKey: string) => Promise<PlacementResult>;
  newKey: () => string;
  askSignIn: () => void;
  /** A refusal or warning to show (a message key of spec §5/§8, or 'already_processing'). */
  notify: (message: string) => void;
}

/**
 * One-click quick bet on a live outcome (spec §4): refused unless logged in, approved and with a
 * potential win above the stake (error.potential_win.equal_or_less); PROCESSING, then SUCCESS
 * with the placed bet or ERROR with the place-bet message key. @returns the final state
 */
export async function placeQuickBet(
  selection: Selection,
  deps: PlaceQuickBetDeps,
): Promise<string> {
  const { store } = deps;
  const { quickBet, account } = store.get();
  const step = startQuickBet(quickBet, {
    outcomeId: selection.id,
    odds: selection.odds,
    isLoggedIn: account.isLoggedIn,
  });
  if (step.warning) {
    deps.notify('refused.already_processing');
    return quickBet.state;
  }
  if (step.refusal) {
    if (step.refusal.reason === 'not_logged_in') deps.askSignIn();
    else deps.notify(step.refusal.messageKey ?? `refused.${step.refusal.reason}`);
    return quickBet.state;
  }
  store.update(() => step.state);
  const ticket = quickBetTicket(step.state, selection, { subunits: account.subunits });
  const payload = buildPlacementPayload(ticket, { deviceId: deps.deviceId, quick: true });
  const result = await deps.place(payload, deps.newKey());
  if (result.ok && result.bets[0]) {
    const [bet] = result.bets;
    store.update((q) => quickBetSucceeded(q, bet));
    return 'SUCCESS';
  }
  const response = result.ok ? undefined : result.response;
  const error = mapPlaceBetError(response ?? { status: 0 }, ticket);
  if (classifyPlaceBetFailure(response) === 'unauthorized') deps.askSignIn();
  const firstBetMessage = error.messagesByBet['0'];
  store.update((q) =>
    quickBetFailed(q, { message: firstBetMessage ?? error.message, details: error.payload }),
  );
  return 'ERROR';
}
