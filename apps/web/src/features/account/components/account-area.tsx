'use client';

import { Suspense, useEffect, useSyncExternalStore } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { AccountButtons } from '../account-buttons';
import { isSessionPossible, useAuthStatus } from '@/session/session';
import { lazyChunk } from '@/lib/lazy-chunk';
import { isRegistered } from '@/session/registered';
import styles from './account-menu.module.css';

const noSubscription = () => () => undefined;

// issue 18: the player's menu loads when a session may exist, off a visitor's first load
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazyChunk(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

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
  // the page came with a session cookie, or a sign-in is under way: fetch the menu meanwhile
  const early = status === 'pending' || (status === 'unknown' && isSessionPossible());
  useEffect(() => {
    if (early) void loadAccountMenu().catch(() => undefined);
  }, [early]);
  const placeholder = <span className={styles.placeholder} aria-hidden="true" />;
  if (status === 'loggedIn')
    return (
      <Suspense fallback={placeholder}>
        <AccountMenu locale={locale} balanceHidden={balanceHidden} />
      </Suspense>
    );
  if (status === 'pending') return placeholder;
  return <AccountButtons labels={buttonLabels} returning={returning} />;
}
