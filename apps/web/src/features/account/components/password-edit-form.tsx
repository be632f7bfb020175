'use client';

import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { resetPassword } from '@/api/platform';
import { openAccountModal } from '@/session/account-modal-store';
import { fill } from '@/i18n/fill';
import { useAuthMessages } from '../auth-messages';
import { errorText, problemTexts, serverFieldTexts } from '../form-errors';
import { firstInvalid, hasErrors, validateNewPassword } from '../form-validation';
import { Field, focusField, FormMessage, LinkButton, SubmitButton } from './form-kit';
import styles from './forms.module.css';
import { useUrlToken } from './token-views';

const FIELDS = ['password', 'confirmation'] as const;
type PasswordField = (typeof FIELDS)[number];

/** Edit password: a new password for the reset link's token (spec §2 #passwordEdit). */
export function PasswordEditForm({ passwordMinLength }: { passwordMinLength: number }) {
  const m = useAuthMessages();
  const token = useUrlToken('passwordEdit');
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const submit = useMutation({
    mutationFn: () => resetPassword(token ?? '', password),
    onError: (error) => setErrors(serverFieldTexts(error, FIELDS)),
  });

  if (!token) {
    return (
      <FormMessage tone="info">
        <span>{m.passwordEdit.missingToken}</span>
        <LinkButton onClick={() => openAccountModal('passwordNew')}>
          {m.passwordEdit.askAgain}
        </LinkButton>
      </FormMessage>
    );
  }

  if (submit.isSuccess) {
    return (
      <FormMessage tone="success">
        <span>{m.passwordEdit.done}</span>
        <LinkButton onClick={() => openAccountModal('signIn')}>{m.signIn.submit}</LinkButton>
      </FormMessage>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    const problems = validateNewPassword({ password, confirmation }, passwordMinLength);
    setErrors(problemTexts(m, problems, passwordMinLength));
    if (hasErrors(problems)) {
      focusField(form.current, firstInvalid(FIELDS, problems));
      return;
    }
    submit.mutate();
  }

  const tokenFailed =
    submit.error !== null &&
    'code' in submit.error &&
    (submit.error.code === 'invalid_token' || submit.error.code === 'token_expired');

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      {submit.error && (
        <FormMessage tone="error">
          <span>{errorText(m, submit.error)}</span>
          {tokenFailed && (
            <LinkButton onClick={() => openAccountModal('passwordNew')}>
              {m.passwordEdit.askAgain}
            </LinkButton>
          )}
        </FormMessage>
      )}
      <Field
        name="password"
        label={m.fields.newPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        hint={fill(m.signUp.passwordRule, { min: passwordMinLength })}
        reveal={{ show: m.fields.showPassword, hide: m.fields.hidePassword }}
      />
      <Field
        name="confirmation"
        label={m.fields.passwordConfirmation}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.confirmation}
      />
      <SubmitButton pending={submit.isPending}>{m.passwordEdit.submit}</SubmitButton>
    </form>
  );
}
