'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { AuthField, Player, System } from '@/api/platform-types';
import { platformKeys, updatePlayer } from '@/api/platform';
import { useAuthMessages } from '../auth-messages';
import { errorText, problemTexts, serverFieldTexts } from '../form-errors';
import { firstInvalid, hasErrors, normalizePhone } from '../form-validation';
import { missedFormFields, validateMissedFields, type MissedField } from '../missed-fields';
import { Field, focusField, FormMessage, SelectField, SubmitButton } from './form-kit';
import styles from './forms.module.css';

/** Missed auth fields (spec §3 authFieldsMissed): the listed fields, saved by PATCH /player. */
export function MissedFieldsForm({ player, system }: { player: Player; system: System }) {
  const m = useAuthMessages();
  const client = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const fields = missedFormFields(player.authFieldsMissed);
  const [values, setValues] = useState<Partial<Record<MissedField, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<MissedField, string>>>({});
  const submit = useMutation({
    mutationFn: () =>
      updatePlayer(
        Object.fromEntries(
          fields.map((field) => {
            if (field === 'current_password') return [field, values[field] ?? ''];
            const value = values[field]?.trim() ?? '';
            return [field, field === 'phone' ? normalizePhone(value) : value];
          }),
        ),
      ),
    onSuccess: (updated) => client.setQueryData(platformKeys.player, updated),
    onError: (error) => setErrors(serverFieldTexts(error, fields)),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    const problems = validateMissedFields(fields, values);
    setErrors(problemTexts(m, problems));
    if (hasErrors(problems)) {
      focusField(form.current, firstInvalid(fields, problems));
      return;
    }
    submit.mutate();
  }

  const set = (field: MissedField) => (value: string) =>
    setValues((old) => ({ ...old, [field]: value }));
  const labels: Record<AuthField, string> = {
    email: m.fields.email,
    phone: m.fields.phone,
    first_name: m.fields.firstName,
    last_name: m.fields.lastName,
    country: m.fields.country,
  };

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{m.missedFields.intro}</p>
      {submit.error && <FormMessage tone="error">{errorText(m, submit.error)}</FormMessage>}
      {fields.map((field) =>
        field === 'current_password' ? (
          <Field
            key={field}
            name={field}
            label={m.fields.currentPassword}
            type="password"
            autoComplete="current-password"
            value={values.current_password ?? ''}
            onChange={(event) => set(field)(event.target.value)}
            error={errors.current_password}
            hint={m.missedFields.passwordHint}
            reveal={{ show: m.fields.showPassword, hide: m.fields.hidePassword }}
          />
        ) : field === 'country' ? (
          <SelectField
            key={field}
            name={field}
            label={labels[field]}
            value={values.country ?? ''}
            onChange={set(field)}
            options={system.countries.map((c) => ({ value: c.code, label: c.name }))}
            placeholder={m.fields.choose}
            error={errors.country}
          />
        ) : (
          <Field
            key={field}
            name={field}
            label={labels[field]}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            autoComplete={
              field === 'email'
                ? 'email'
                : field === 'phone'
                  ? 'tel'
                  : field === 'first_name'
                    ? 'given-name'
                    : 'family-name'
            }
            value={values[field] ?? ''}
            onChange={(event) => set(field)(event.target.value)}
            error={errors[field]}
          />
        ),
      )}
      <SubmitButton pending={submit.isPending}>{m.missedFields.submit}</SubmitButton>
    </form>
  );
}
