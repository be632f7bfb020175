'use client';

import type { MouseEvent } from 'react';
import buttonStyles from '@/ui/button.module.css';
import { openAccountModal } from '@/session/account-modal-store';
import styles from './account-buttons.module.css';
import type { AccountModal } from '@/session/modal-route';

interface AccountButtonsProps {
  labels: { group: string; signIn: string; signUp: string };
  /** A browser that has signed in before (spec §9 is-registered flag): sign-in is the main action. */
  returning?: boolean;
}

/** A plain click opens the modal in place; new-tab and other modified clicks follow the link. */
function opener(modal: AccountModal) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    openAccountModal(modal);
  };
}

/**
 * Sign in and sign up for a visitor (spec §2 header). Real links to `#signIn` / `#signUp`, so they
 * work before hydration too: the hash is read by AccountModalRoute.
 */
export function AccountButtons({ labels, returning = false }: AccountButtonsProps) {
  const main = `${buttonStyles.button} ${buttonStyles.primary} ${styles.action}`;
  const other = `${buttonStyles.button} ${buttonStyles.secondary} ${styles.action}`;
  return (
    <div className={styles.buttons} role="group" aria-label={labels.group}>
      <a
        href="#signIn"
        className={`${returning ? main : other} ${styles.signIn}`}
        onClick={opener('signIn')}
      >
        <svg
          className={styles.signInIcon}
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 20c1.5-3.5 4.4-5 8-5s6.5 1.5 8 5" />
        </svg>
        <span className={styles.text}>{labels.signIn}</span>
      </a>
      <a href="#signUp" className={returning ? other : main} onClick={opener('signUp')}>
        {labels.signUp}
      </a>
    </div>
  );
}
