'use client';

import { useSyncExternalStore } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { AccountButtons } from '../account-buttons';
import { useAuthStatus } from '@/session/session';
import { isRegistered } from '@/session/registered';
import { AccountMenu } from './account-menu';
import styles from './account-menu.module.css';

const noSubscription = () => () => undefined;

/**
 * The header's account zone (spec §2 "profile"): sign-in and sign-up for a visitor (sign-in first
 * for a browser that has signed in before), balance and profile menu for a player.
 */
export function AccountArea({
  locale,
  balanceHidden,
  buttonLabels,
}: {
  locale: AppLocale;
  balanceHidden: boolean;
  buttonLabels: { group: string; signIn: string; signUp: string };
}) {
  const status = useAuthStatus();
  const returning = useSyncExternalStore(noSubscription, isRegistered, () => false);
  if (status === 'loggedIn') return <AccountMenu locale={locale} balanceHidden={balanceHidden} />;
  if (status === 'pending') return <span className={styles.placeholder} aria-hidden="true" />;
  return <AccountButtons labels={buttonLabels} returning={returning} />;
}
