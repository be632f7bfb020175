'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { confirmEmail, platformKeys, unlockAccount } from '@/api/platform';
import { openAccountModal } from '@/session/account-modal-store';
import { markSessionPossible } from '@/session/session';
import { useAuthMessages } from '../auth-messages';
import { errorText } from '../form-errors';
import { removeTokenFromLocation, tokenFromUrl, type TokenModal } from '../url-token';
import { FormMessage, LinkButton } from './form-kit';
import { InstructionsForm } from './instructions-form';
import styles from './forms.module.css';

/** The token the page was opened with; read once, then taken out of the address bar. */
export function useUrlToken(modal: TokenModal): string | null {
  const [token] = useState(() => tokenFromUrl(new URL(window.location.href), modal));
  useEffect(() => removeTokenFromLocation(modal), [modal]);
  return token;
}

/**
 * Runs a one-time token call once per token (a query, so a second mount does not spend the
 * token twice), then shows its result.
 */
function useTokenCall(modal: 'confirmation' | 'unlock', call: (token: string) => Promise<unknown>) {
  const token = useUrlToken(modal);
  const client = useQueryClient();
  const result = useQuery({
    queryKey: ['platform', 'token', modal, token],
    queryFn: async () => {
      const answer = await call(token ?? '');
      // a confirmed or unlocked account may come back signed in
      markSessionPossible();
      void client.invalidateQueries({ queryKey: platformKeys.player });
      return answer;
    },
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { token, result };
}

/** Confirmation modal: confirms the email of the link, or sends the link again (spec §2). */
export function ConfirmationView() {
  const m = useAuthMessages();
  const { token, result } = useTokenCall('confirmation', confirmEmail);
  return (
    <div className={styles.form}>
      {token && result.isPending && (
        <FormMessage tone="info">{m.confirmation.confirming}</FormMessage>
      )}
      {result.isSuccess && (
        <FormMessage tone="success">
          <span>{m.confirmation.confirmed}</span>
        </FormMessage>
      )}
      {result.isError && <FormMessage tone="error">{errorText(m, result.error)}</FormMessage>}
      {(!token || result.isError) && (
        <InstructionsForm
          kind="confirmation"
          intro={m.confirmation.resendIntro}
          submitLabel={m.confirmation.resendSubmit}
          sentText={m.confirmation.sent}
        />
      )}
    </div>
  );
}

/** Unlock modal: unlocks the account of the link, or sends the instructions again (spec §2). */
export function UnlockView() {
  const m = useAuthMessages();
  const { token, result } = useTokenCall('unlock', unlockAccount);
  return (
    <div className={styles.form}>
      {token && result.isPending && <FormMessage tone="info">{m.unlock.unlocking}</FormMessage>}
      {result.isSuccess && (
        <FormMessage tone="success">
          <span>{m.unlock.unlocked}</span>
          <LinkButton onClick={() => openAccountModal('signIn')}>{m.signIn.submit}</LinkButton>
        </FormMessage>
      )}
      {result.isError && <FormMessage tone="error">{errorText(m, result.error)}</FormMessage>}
      {(!token || result.isError) && (
        <InstructionsForm
          kind="unlock"
          intro={m.unlock.resendIntro}
          submitLabel={m.unlock.resendSubmit}
          sentText={m.unlock.sent}
        />
      )}
    </div>
  );
}
