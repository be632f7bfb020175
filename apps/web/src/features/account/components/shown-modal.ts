import type { PlayerWire, SystemWire } from '@sportsbook/contract/platform';
import type { AccountModal } from '@/session/modal-route';

/** What the modal layer shows now: a required step of the signed-in player goes first. */
export type ShownModal = AccountModal | 'phoneVerification' | 'missedFields';

export function shownModal({
  requested,
  player,
  system,
  missedFieldsDismissed,
}: {
  requested: AccountModal | null;
  player: PlayerWire | null;
  system: SystemWire | undefined;
  missedFieldsDismissed: boolean;
}): ShownModal | null {
  if (player) {
    if (player.auth_fields_missed.length > 0 && !missedFieldsDismissed) return 'missedFields';
    if (system?.phone_verification_required && !player.phone_verified) return 'phoneVerification';
    // signed in already: the sign-in and sign-up requests have nothing left to do
    if (requested === 'signIn' || requested === 'signUp') return null;
  }
  return requested;
}
