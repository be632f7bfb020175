/**
 * The cashout confirmation (issue #7: the confirmation shows the current amount; a change while
 * confirming is shown, old -> new, and must be confirmed again; never hidden). Amounts are minor
 * units of the bet's currency. Pure: the dialog dispatches, the server decides.
 */
export type CashoutFlow =
  | { step: 'idle' }
  /** `previous`: the amount the bettor saw before the offer moved (shown as previous -> amount). */
  | { step: 'confirming'; amount: number; previous?: number; failed?: boolean }
  | { step: 'submitting'; amount: number }
  /** The offer was withdrawn; `previous` is the last amount shown. */
  | { step: 'unavailable'; previous: number }
  | { step: 'done'; amount: number };

export type CashoutEvent =
  | { type: 'open'; offer: number | undefined }
  /** The live offer of the bet (bet_cashout_changed, or a refetch). */
  | { type: 'offer'; offer: number | undefined }
  /** The bettor confirmed the amount they saw. */
  | { type: 'confirm'; amount: number }
  /** 409 cashout_amount_changed: the server's current offer (null when there is none). */
  | { type: 'refused'; offer: number | null }
  | { type: 'failed' }
  | { type: 'succeeded'; amount: number }
  | { type: 'close' };

export const IDLE: CashoutFlow = { step: 'idle' };

const hasOffer = (offer: number | null | undefined): offer is number =>
  offer !== undefined && offer !== null && offer > 0;

/** Moves the confirmation on one event; an event that does not apply returns the same state. */
export function nextCashoutFlow(state: CashoutFlow, event: CashoutEvent): CashoutFlow {
  switch (event.type) {
    case 'open':
      if (state.step !== 'idle' && state.step !== 'done') return state;
      return hasOffer(event.offer) ? { step: 'confirming', amount: event.offer } : state;
    case 'offer':
      return onOffer(state, event.offer);
    case 'confirm':
      // a click meant for an amount that has just moved confirms nothing
      if (state.step !== 'confirming' || state.amount !== event.amount) return state;
      return { step: 'submitting', amount: state.amount };
    case 'refused':
      if (state.step !== 'submitting') return state;
      return hasOffer(event.offer)
        ? { step: 'confirming', amount: event.offer, previous: state.amount }
        : { step: 'unavailable', previous: state.amount };
    case 'failed':
      return state.step === 'submitting'
        ? { step: 'confirming', amount: state.amount, failed: true }
        : state;
    case 'succeeded':
      return state.step === 'submitting' ? { step: 'done', amount: event.amount } : state;
    case 'close':
      // a request in flight cannot be called back: the dialog stays until it answers
      return state.step === 'submitting' ? state : IDLE;
  }
}

function onOffer(state: CashoutFlow, offer: number | undefined): CashoutFlow {
  if (state.step === 'confirming') {
    if (offer === state.amount) return state;
    if (!hasOffer(offer)) return { step: 'unavailable', previous: state.amount };
    return { step: 'confirming', amount: offer, previous: state.amount };
  }
  if (state.step === 'unavailable' && hasOffer(offer)) {
    return { step: 'confirming', amount: offer, previous: state.previous };
  }
  // while submitting the server's answer decides; idle and done have nothing to show
  return state;
}

/** What the confirm button commits to: the amount on screen, or nothing. */
export function confirmableAmount(state: CashoutFlow): number | undefined {
  return state.step === 'confirming' ? state.amount : undefined;
}
