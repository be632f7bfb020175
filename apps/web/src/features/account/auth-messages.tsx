'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AuthMessages } from './auth-text';

export type { AuthMessages } from './auth-text';

const AuthMessagesContext = createContext<{ messages: AuthMessages; locale: string } | null>(null);

/** Gives the account components their texts (the app ships no NextIntlClientProvider). */
export function AuthMessagesProvider({
  messages,
  locale,
  children,
}: {
  messages: AuthMessages;
  locale: string;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ messages, locale }), [messages, locale]);
  return <AuthMessagesContext value={value}>{children}</AuthMessagesContext>;
}

function useAuthContext() {
  const value = useContext(AuthMessagesContext);
  if (!value) throw new Error('Account components need an <AuthMessagesProvider> above them.');
  return value;
}

export function useAuthMessages(): AuthMessages {
  return useAuthContext().messages;
}

/** The page's locale, for money formats and the language of server messages. */
export function useAuthLocale(): string {
  return useAuthContext().locale;
}
