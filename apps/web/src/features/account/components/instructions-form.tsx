'use client';

import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { sendInstructions, type InstructionsKind } from '@/api/platform';
import { useAuthMessages } from '../auth-messages';
import { errorText, problemTexts } from '../form-errors';
import { hasErrors, validateEmail } from '../form-validation';
import { Field, focusField, FormMessage, SubmitButton } from './form-kit';
import styles from './forms.module.css';

/**
 * "Send me the instructions again" by email (forgot password, resend confirmation, resend unlock).
 * The answer is the same whether or not the account exists, so it shows one fixed message.
 */
export function InstructionsForm({
  kind,
  intro,
  submitLabel,
  sentText,
}: {
  kind: InstructionsKind;
  intro: string;
  submitLabel: string;
  sentText: string;
}) {
  const m = useAuthMessages();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = useMutation({ mutationFn: () => sendInstructions(kind, email.trim()) });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    const problems = validateEmail(email);
    setError(problemTexts(m, problems).email);
    if (hasErrors(problems)) {
      focusField(form.current, 'email');
      return;
    }
    submit.mutate();
  }

  if (submit.isSuccess) return <FormMessage tone="success">{sentText}</FormMessage>;

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{intro}</p>
      {submit.error && <FormMessage tone="error">{errorText(m, submit.error)}</FormMessage>}
      <Field
        name="email"
        label={m.fields.email}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <SubmitButton pending={submit.isPending}>{submitLabel}</SubmitButton>
    </form>
  );
}
