'use client';

import { useState } from 'react';
import type { Player, System } from '@/api/platform-types';
import type { ShownModal } from './shown-modal';
import { Modal } from '@/ui/modal';
import { closeAccountModal, isSessionExpiredPrompt } from '@/session/account-modal-store';
import { useAuthMessages } from '../auth-messages';
import { InstructionsForm } from './instructions-form';
import { MissedFieldsForm } from './missed-fields-form';
import { PasswordEditForm } from './password-edit-form';
import { PhoneVerificationForm } from './phone-verification-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { ConfirmationView, UnlockView } from './token-views';
import styles from './forms.module.css';

/** The account modals (spec §2 modals), one at a time; loaded only once one is needed. */
export default function AccountModals({
  modal,
  player,
  system,
  locale,
  onMissedFieldsDismissed,
}: {
  modal: ShownModal;
  player: Player | null;
  system: System | undefined;
  locale: string;
  onMissedFieldsDismissed: () => void;
}) {
  const m = useAuthMessages();
  const [sessionExpired] = useState(isSessionExpiredPrompt);
  const close = closeAccountModal;
  const loading = <p className={styles.intro}>{m.menu.loading}</p>;

  switch (modal) {
    case 'signIn':
      return (
        <Modal title={m.titles.signIn} closeLabel={m.close} onClose={close}>
          <SignInForm sessionExpired={sessionExpired} system={system} onDone={close} />
        </Modal>
      );
    case 'signUp':
      return (
        <Modal title={m.titles.signUp} closeLabel={m.close} onClose={close}>
          {system ? <SignUpForm system={system} locale={locale} onDone={close} /> : loading}
        </Modal>
      );
    case 'confirmation':
      return (
        <Modal title={m.titles.confirmation} closeLabel={m.close} onClose={close}>
          <ConfirmationView />
        </Modal>
      );
    case 'passwordNew':
      return (
        <Modal title={m.titles.passwordNew} closeLabel={m.close} onClose={close}>
          <InstructionsForm
            kind="password"
            intro={m.passwordNew.intro}
            submitLabel={m.passwordNew.submit}
            sentText={m.passwordNew.sent}
          />
        </Modal>
      );
    case 'passwordEdit':
      return (
        <Modal title={m.titles.passwordEdit} closeLabel={m.close} onClose={close}>
          {system ? <PasswordEditForm passwordMinLength={system.passwordMinLength} /> : loading}
        </Modal>
      );
    case 'unlock':
      return (
        <Modal title={m.titles.unlock} closeLabel={m.close} onClose={close}>
          <UnlockView />
        </Modal>
      );
    case 'phoneVerification':
      return (
        <Modal
          title={m.titles.phoneVerification}
          closeLabel={m.close}
          onClose={() => undefined}
          dismissible={false}
        >
          {system && <PhoneVerificationForm locale={locale} system={system} />}
        </Modal>
      );
    case 'missedFields':
      return (
        <Modal title={m.titles.missedFields} closeLabel={m.close} onClose={onMissedFieldsDismissed}>
          {player && system ? <MissedFieldsForm player={player} system={system} /> : loading}
        </Modal>
      );
  }
}
