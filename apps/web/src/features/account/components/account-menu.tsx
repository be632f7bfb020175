'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { openDepositModal } from '@/session/deposit-request';
import type { Account } from '@/api/platform-types';
import { createAccount, getCompPoints, platformKeys, setActiveAccount } from '@/api/platform';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { ChevronDownIcon } from '@/ui/icons';
import { currenciesToOpen, currentLevel, formatBalance } from '../account-money';
import { fill } from '@/i18n/fill';
import { useAuthMessages } from '../auth-messages';
import { initialsOf, playerName } from '@/session/auth-status';
import { errorText } from '../form-errors';
import { useAccounts, useActiveAccount, usePlayer, useSignOut } from '@/session/session';
import { useSystem } from '@/session/use-system';
import styles from './account-menu.module.css';
import { switchTarget } from './account-menu-rules';

/**
 * Spec §2: the header's deposit opens the iframe deposit modal in place; new-tab and other
 * modified clicks follow the link to the deposit page.
 */
function openDeposit(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  openDepositModal('iframe', 'header');
}

/**
 * A signed-in player's header zone: the active account's balance (unless the site hides
 * balances) and the profile menu with accounts, comp points, wallet links and sign-out.
 */
export function AccountMenu({
  locale,
  balanceHidden,
}: {
  locale: AppLocale;
  balanceHidden: boolean;
}) {
  const m = useAuthMessages();
  const client = useQueryClient();
  const player = usePlayer();
  const accounts = useAccounts();
  const active = useActiveAccount();
  const system = useSystem(locale);
  const signOut = useSignOut();
  const compPoints = useQuery({
    queryKey: platformKeys.compPoints,
    queryFn: ({ signal }) => getCompPoints(signal),
  });
  const [open, setOpen] = useState(false);
  const [newCurrency, setNewCurrency] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const onAccounts = (next: Account[]) => {
    client.setQueryData(platformKeys.accounts, next);
    // the profile's currency is the active account's
    void client.invalidateQueries({ queryKey: platformKeys.player });
  };
  const switchAccount = useMutation({ mutationFn: setActiveAccount, onSuccess: onAccounts });
  const addAccount = useMutation({
    mutationFn: createAccount,
    onSuccess: (next) => {
      setNewCurrency('');
      onAccounts(next);
    },
  });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('[data-menu-trigger]')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!player) return null;
  const name = playerName(player);
  const currencies = system?.currencies ?? [];
  const balance = active ? formatBalance(active, currencies, locale) : null;
  const toOpen = currenciesToOpen(currencies, accounts);
  const level = currentLevel(compPoints.data?.levels ?? []);
  const error = switchAccount.error ?? addAccount.error;

  return (
    <div className={styles.root} ref={root}>
      {!balanceHidden && (
        <button
          type="button"
          className={styles.balance}
          aria-expanded={open}
          aria-controls={menuId}
          data-menu-trigger
          onClick={() => setOpen((value) => !value)}
        >
          <span className="visually-hidden">{m.menu.balance}: </span>
          <span data-testid="account-balance" className={styles.amount}>
            <bdi>{balance ?? '\u00a0'}</bdi>
          </span>
          <ChevronDownIcon width={16} height={16} className={styles.chevron} />
        </button>
      )}
      <a
        href={localizePath('/profile/wallet/deposit', locale)}
        className={styles.deposit}
        data-testid="header-deposit"
        onClick={openDeposit}
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 5v14M5 12h14" />
        </svg>
        <span className={styles.depositText}>{m.menu.deposit}</span>
      </a>
      <button
        type="button"
        className={styles.avatar}
        aria-label={`${m.menu.open}: ${name}`}
        aria-expanded={open}
        aria-controls={menuId}
        data-menu-trigger
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
      </button>
      <div id={menuId} className={styles.menu} hidden={!open}>
        <div className={styles.profile}>
          <span className={styles.avatarLarge} aria-hidden="true">
            {initialsOf(name)}
          </span>
          <div className={styles.who}>
            <strong className={styles.name}>{name}</strong>
            {compPoints.data && (
              <span className={styles.points}>
                {m.menu.compPoints}: {compPoints.data.persistent_points.toLocaleString(locale)}
                {level ? ` · ${m.menu.level}: ${level}` : ''}
              </span>
            )}
          </div>
        </div>

        <section className={styles.section} aria-labelledby={`${menuId}-accounts`}>
          <h3 id={`${menuId}-accounts`} className={styles.heading}>
            {m.menu.accounts}
          </h3>
          <ul className={styles.accounts}>
            {accounts.map((account) => {
              const isActive = account.currency === active?.currency;
              return (
                <li key={account.currency}>
                  <button
                    type="button"
                    className={styles.account}
                    aria-pressed={isActive}
                    aria-label={
                      isActive ? undefined : fill(m.menu.switchTo, { currency: account.currency })
                    }
                    data-currency={account.currency}
                    onClick={() => {
                      const target = switchTarget(active, account.currency, accounts);
                      if (target && !switchAccount.isPending) switchAccount.mutate(target);
                    }}
                  >
                    <span className={styles.code}>{account.currency}</span>
                    {!balanceHidden && (
                      <span className={styles.accountBalance}>
                        <bdi>{formatBalance(account, currencies, locale)}</bdi>
                      </span>
                    )}
                    {isActive && <span className={styles.activeTag}>{m.menu.active}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
          {toOpen.length > 0 && (
            <form
              className={styles.add}
              onSubmit={(event) => {
                event.preventDefault();
                if (newCurrency && !addAccount.isPending) addAccount.mutate(newCurrency);
              }}
            >
              <label htmlFor={`${menuId}-add`} className={styles.addLabel}>
                {m.menu.addAccount}
              </label>
              <div className={styles.addRow}>
                <select
                  id={`${menuId}-add`}
                  className={styles.select}
                  value={newCurrency}
                  onChange={(event) => setNewCurrency(event.target.value)}
                >
                  <option value="">{m.fields.choose}</option>
                  {toOpen.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
                <button
                  type="submit"
                  className={styles.addButton}
                  aria-disabled={!newCurrency || addAccount.isPending || undefined}
                >
                  {m.menu.add}
                </button>
              </div>
            </form>
          )}
          {error && (
            <p role="alert" className={styles.error}>
              {errorText(m, error)}
            </p>
          )}
        </section>

        <nav className={styles.links} aria-label={m.menu.open}>
          <Link
            href={localizePath('/profile/wallet/deposit', locale)}
            className={styles.link}
            data-testid="menu-deposit"
            onClick={(event) => {
              setOpen(false);
              openDeposit(event);
            }}
          >
            {m.menu.deposit}
          </Link>
          <Link
            href={localizePath('/profile/wallet/transactions', locale)}
            className={styles.link}
            onClick={() => setOpen(false)}
          >
            {m.menu.transactions}
          </Link>
          <Link
            href={localizePath('/profile/bets', locale)}
            className={styles.link}
            onClick={() => setOpen(false)}
          >
            {m.menu.myBets}
          </Link>
          <Link
            href={localizePath('/favorites', locale)}
            className={styles.link}
            onClick={() => setOpen(false)}
          >
            {m.menu.favorites}
          </Link>
          <Link
            href={localizePath('/promotions', locale)}
            className={styles.link}
            onClick={() => setOpen(false)}
          >
            {m.menu.promotions}
          </Link>
          {system?.features.responsibleGambling !== false && (
            <Link
              href={localizePath('/profile/limits', locale)}
              className={styles.link}
              onClick={() => setOpen(false)}
            >
              {m.menu.limits}
            </Link>
          )}
        </nav>
        <button
          type="button"
          className={styles.signOut}
          onClick={() => {
            setOpen(false);
            void signOut();
          }}
        >
          {m.menu.signOut}
        </button>
      </div>
    </div>
  );
}
