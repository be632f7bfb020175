'use client';

import { trackingForSignUp } from '@/session/attribution';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { System } from '@/api/platform-types';
import { signUp } from '@/api/platform';
import { openAccountModal } from '@/session/account-modal-store';
import { fill } from '@/i18n/fill';
import { isAppLocale, localizePath } from '@/i18n/paths';
import { useAuthMessages } from '../auth-messages';
import { errorText, problemTexts, serverFieldTexts } from '../form-errors';
import {
  firstInvalid,
  hasErrors,
  normalizePhone,
  validateSignUp,
  type SignUpField,
  type SignUpValues,
} from '../form-validation';
import { loadPlayer } from '@/session/session';
import {
  CheckboxField,
  Field,
  focusField,
  FormMessage,
  LinkButton,
  SelectField,
  SubmitButton,
} from './form-kit';
import styles from './forms.module.css';

/** The seeded content page of the terms and conditions (spec §2 routes). */
const TERMS_PATH = '/terms-and-conditions';

const FIELDS: readonly SignUpField[] = [
  'email',
  'phone',
  'password',
  'currency',
  'country',
  'terms',
];

/** Sign up by email or by phone (spec §2 sign-up modal); currencies and countries from /system. */
export function SignUpForm({
  system,
  locale,
  onDone,
}: {
  system: System;
  locale: string;
  onDone: () => void;
}) {
  const m = useAuthMessages();
  const client = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SignUpValues>(() => ({
    method: 'email',
    email: '',
    phone: '',
    password: '',
    currency: system.defaultCurrency,
    country: system.userCountry ?? '',
    terms: false,
  }));
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const set = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) =>
    setValues((old) => ({ ...old, [key]: value }));

  const submit = useMutation({
    mutationFn: () => {
      // spec §2: the landing's tracking parameters, only with consent to attribution
      const tracking = trackingForSignUp();
      return signUp({
        ...(values.method === 'email'
          ? { email: values.email.trim() }
          : { phone: normalizePhone(values.phone) }),
        password: values.password,
        currency: values.currency,
        country: values.country,
        terms_accepted: values.terms,
        locale,
        ...(tracking ? { tracking } : {}),
      });
    },
    onSuccess: async (player) => {
      await loadPlayer(client, player);
      onDone();
    },
    onError: (error) => {
      const texts = serverFieldTexts(error, FIELDS, { terms_accepted: 'terms' });
      setErrors(texts);
      focusField(form.current, firstInvalid(FIELDS, texts));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    const problems = validateSignUp(values, system.passwordMinLength);
    setErrors(problemTexts(m, problems, system.passwordMinLength));
    if (hasErrors(problems)) {
      focusField(form.current, firstInvalid(FIELDS, problems));
      return;
    }
    submit.mutate();
  }

  const blocked = system.countryBlocked || !system.signUpEnabled;

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      {blocked && (
        <FormMessage tone="error">
          {system.countryBlocked ? m.errors.countryBlocked : m.errors.signUpDisabled}
        </FormMessage>
      )}
      {submit.error && <FormMessage tone="error">{errorText(m, submit.error)}</FormMessage>}
      <fieldset className={styles.tabs}>
        <legend className="visually-hidden">{m.signUp.method}</legend>
        {(['email', 'phone'] as const).map((method) => (
          <label key={method} className={styles.tab} data-checked={values.method === method}>
            <input
              type="radio"
              name="method"
              value={method}
              className="visually-hidden"
              checked={values.method === method}
              onChange={() => {
                set('method', method);
                setErrors({});
              }}
            />
            {method === 'email' ? m.signUp.byEmail : m.signUp.byPhone}
          </label>
        ))}
      </fieldset>
      {values.method === 'email' ? (
        <Field
          name="email"
          label={m.fields.email}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={errors.email}
        />
      ) : (
        <Field
          name="phone"
          label={m.fields.phone}
          type="tel"
          autoComplete="tel"
          placeholder="+4915112345678"
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
          error={errors.phone}
        />
      )}
      <Field
        name="password"
        label={m.fields.password}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={errors.password}
        hint={fill(m.signUp.passwordRule, { min: system.passwordMinLength })}
        reveal={{ show: m.fields.showPassword, hide: m.fields.hidePassword }}
      />
      <div className={styles.two}>
        <SelectField
          name="currency"
          label={m.fields.currency}
          value={values.currency}
          onChange={(value) => set('currency', value)}
          options={system.currencies.map((currency) => ({
            value: currency.code,
            label: currency.code,
          }))}
          placeholder={m.fields.choose}
          error={errors.currency}
        />
        <SelectField
          name="country"
          label={m.fields.country}
          value={values.country}
          onChange={(value) => set('country', value)}
          options={system.countries.map((country) => ({
            value: country.code,
            label: country.name,
          }))}
          placeholder={m.fields.choose}
          error={errors.country}
        />
      </div>
      <CheckboxField
        name="terms"
        label={m.fields.terms}
        checked={values.terms}
        onChange={(checked) => set('terms', checked)}
        error={errors.terms}
      />
      {/* the terms the player accepts are one click away (issue 16 item 4) */}
      <p className={styles.termsLink}>
        <a
          href={isAppLocale(locale) ? localizePath(TERMS_PATH, locale) : TERMS_PATH}
          target="_blank"
          rel="noopener"
        >
          {m.fields.termsLink}
        </a>
      </p>
      <SubmitButton pending={submit.isPending}>{m.signUp.submit}</SubmitButton>
      <p className={styles.footer}>
        <span>{m.signUp.haveAccount}</span>
        <LinkButton onClick={() => openAccountModal('signIn')}>{m.signUp.signInLink}</LinkButton>
      </p>
    </form>
  );
}
