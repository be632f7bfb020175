'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { System } from '@/api/platform-types';
import { sendInstructions, signIn } from '@/api/platform';
import { ApiError } from '@/api/errors';
import { openAccountModal } from '@/session/account-modal-store';
import { useAuthMessages } from '../auth-messages';
import { errorText, problemTexts } from '../form-errors';
import {
  firstInvalid,
  hasErrors,
  isEmail,
  normalizePhone,
  validateSignIn,
} from '../form-validation';
import { loadPlayer } from '@/session/session';
import { Field, focusField, FormMessage, LinkButton, SubmitButton } from './form-kit';
import styles from './forms.module.css';

const FIELDS = ['login', 'password'] as const;
type SignInField = (typeof FIELDS)[number];

/** Sign in with an email or a phone number and a password (spec §2 sign-in modal). */
export function SignInForm({
  sessionExpired = false,
  system,
  onDone,
}: {
  sessionExpired?: boolean;
  /** Spec §5 switches: a blocked country or a site that turned sign-in off. */
  system?: System;
  onDone: () => void;
}) {
  const m = useAuthMessages();
  const client = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<SignInField, string>>>({});

  const submit = useMutation({
    mutationFn: () =>
      signIn({ login: login.includes('@') ? login.trim() : normalizePhone(login), password }),
    onSuccess: async (player) => {
      await loadPlayer(client, player);
      onDone();
    },
  });
  const unlock = useMutation({ mutationFn: () => sendInstructions('unlock', login.trim()) });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    const problems = validateSignIn({ login, password });
    setErrors(problemTexts(m, problems));
    if (hasErrors(problems)) {
      focusField(form.current, firstInvalid(FIELDS, problems));
      return;
    }
    unlock.reset();
    submit.mutate();
  }

  const failure = submit.error;
  const locked = failure instanceof ApiError && failure.code === 'account_locked';

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      {sessionExpired && <FormMessage tone="info">{m.signIn.sessionExpired}</FormMessage>}
      {system && (system.countryBlocked || !system.signInEnabled) && (
        <FormMessage tone="error">
          {system.countryBlocked ? m.errors.countryBlocked : m.errors.signInDisabled}
        </FormMessage>
      )}
      {failure && (
        <FormMessage tone="error">
          <span>{errorText(m, failure)}</span>
          {locked && isEmail(login) && !unlock.isSuccess && (
            <LinkButton onClick={() => unlock.mutate()}>{m.signIn.sendUnlock}</LinkButton>
          )}
          {locked && !isEmail(login) && (
            <LinkButton onClick={() => openAccountModal('unlock')}>
              {m.signIn.sendUnlock}
            </LinkButton>
          )}
        </FormMessage>
      )}
      {unlock.isSuccess && <FormMessage tone="success">{m.signIn.unlockSent}</FormMessage>}
      {unlock.isError && <FormMessage tone="error">{errorText(m, unlock.error)}</FormMessage>}
      <Field
        name="login"
        label={m.fields.login}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={login}
        onChange={(event) => setLogin(event.target.value)}
        error={errors.login}
      />
      <Field
        name="password"
        label={m.fields.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        reveal={{ show: m.fields.showPassword, hide: m.fields.hidePassword }}
      />
      <div className={styles.row}>
        <LinkButton onClick={() => openAccountModal('passwordNew')}>
          {m.signIn.forgotPassword}
        </LinkButton>
      </div>
      <SubmitButton pending={submit.isPending}>{m.signIn.submit}</SubmitButton>
      <p className={styles.footer}>
        <span>{m.signIn.noAccount}</span>
        <LinkButton onClick={() => openAccountModal('signUp')}>{m.signIn.signUpLink}</LinkButton>
      </p>
      <p className={styles.footer}>
        <LinkButton onClick={() => openAccountModal('confirmation')}>
          {m.signIn.resendConfirmation}
        </LinkButton>
      </p>
    </form>
  );
}
