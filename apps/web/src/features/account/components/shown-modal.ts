import type { Player, System } from '@/api/platform-types';
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
  player: Player | null;
  system: System | undefined;
  missedFieldsDismissed: boolean;
}): ShownModal | null {
  if (player) {
    if (player.authFieldsMissed.length > 0 && !missedFieldsDismissed) return 'missedFields';
    if (system?.phoneVerificationRequired && !player.phoneVerified) return 'phoneVerification';
    // signed in already: the sign-in and sign-up requests have nothing left to do
    if (requested === 'signIn' || requested === 'signUp') return null;
  }
  return requested;
}
