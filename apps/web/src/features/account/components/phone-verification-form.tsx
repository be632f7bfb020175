'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { System } from '@/api/platform-types';
import { getPhone, platformKeys, sendPhoneCode, verifyPhoneCode } from '@/api/platform';
import { fill } from '@/i18n/fill';
import { useAuthMessages } from '../auth-messages';
import { errorText, problemTexts, serverFieldTexts } from '../form-errors';
import { hasErrors, isPhone, normalizePhone } from '../form-validation';
import { Field, focusField, FormMessage, LinkButton, SubmitButton } from './form-kit';
import styles from './forms.module.css';

/** Seconds left of a wait of `seconds` that started at `since` (ms), ticking once a second. */
function useCountdown(seconds: number, since: number): number {
  const [now, setNow] = useState(since);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [seconds, since]);
  const elapsed = Math.max(0, Math.floor((now - since) / 1000));
  return Math.max(0, seconds - elapsed);
}

/**
 * Phone verification (spec §5: required before continuing when the site asks for it and the phone
 * is unverified): number, SMS code, verify. Shown in a modal that cannot be closed.
 */
export function PhoneVerificationForm({ locale, system }: { locale: string; system: System }) {
  const m = useAuthMessages();
  const client = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const phone = useQuery({
    queryKey: [...platformKeys.phone, locale],
    queryFn: ({ signal }) => getPhone(locale, signal),
  });
  // the number on file until the player types another
  const [typed, setNumber] = useState<string | null>(null);
  const number = typed ?? phone.data?.number ?? '';
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ number?: string; code?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const country = system.countries.find((c) => normalizePhone(number).startsWith(c.phoneCode));

  const send = useMutation({
    mutationFn: () =>
      sendPhoneCode({
        number: normalizePhone(number),
        ...(country ? { country: country.code } : {}),
      }),
    onSuccess: () => {
      setSentTo(normalizePhone(number));
      void phone.refetch();
    },
    onError: (error) =>
      setErrors(serverFieldTexts(error, ['number'] as const, { phone: 'number' })),
  });
  const verify = useMutation({
    mutationFn: () => verifyPhoneCode(code.trim()),
    onSuccess: () => client.invalidateQueries({ queryKey: platformKeys.player }),
    onError: (error) => setErrors(serverFieldTexts(error, ['code'] as const)),
  });
  const resendIn = useCountdown(phone.data?.resend_timeout ?? 0, phone.dataUpdatedAt);
  const limitReached = phone.data?.sms_limit_reached ?? false;

  function onSend() {
    if (send.isPending) return;
    const problem = !number.trim() ? 'required' : isPhone(number) ? undefined : 'phone';
    const texts = problemTexts(m, { number: problem });
    setErrors(texts);
    if (hasErrors(texts)) {
      focusField(form.current, 'number');
      return;
    }
    send.mutate();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sentTo) {
      onSend();
      return;
    }
    if (verify.isPending) return;
    const texts = problemTexts(m, { code: code.trim() ? undefined : 'required' });
    setErrors(texts);
    if (hasErrors(texts)) {
      focusField(form.current, 'code');
      return;
    }
    verify.mutate();
  }

  const failure = verify.error ?? send.error;
  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{m.phone.intro}</p>
      {limitReached && <FormMessage tone="error">{m.phone.limitReached}</FormMessage>}
      {failure && !hasErrors(errors) && (
        <FormMessage tone="error">{errorText(m, failure)}</FormMessage>
      )}
      <Field
        name="number"
        label={m.fields.phone}
        type="tel"
        autoComplete="tel"
        placeholder="+4915112345678"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        readOnly={sentTo !== null}
        error={errors.number}
      />
      {sentTo ? (
        <>
          <FormMessage tone="info">{fill(m.phone.codeSent, { number: sentTo })}</FormMessage>
          <Field
            name="code"
            label={m.fields.code}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors.code}
          />
          <SubmitButton pending={verify.isPending}>{m.phone.verify}</SubmitButton>
          <p className={styles.footer}>
            {resendIn > 0 ? (
              <span>{fill(m.phone.resendIn, { seconds: resendIn })}</span>
            ) : (
              !limitReached && (
                <LinkButton onClick={() => send.mutate()}>{m.phone.resend}</LinkButton>
              )
            )}
          </p>
        </>
      ) : (
        <SubmitButton pending={send.isPending}>{m.phone.sendCode}</SubmitButton>
      )}
    </form>
  );
}
