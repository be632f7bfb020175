import Link from 'next/link';
import type { ReactNode } from 'react';
import buttonStyles from '@/ui/button.module.css';
import { DrawerTrigger } from '@/ui/drawer';
import { MenuIcon } from '@/ui/icons';
import { Brand } from './brand';
import styles from './header.module.css';
import { SIDE_MENU_ID } from './ids';

interface HeaderProps {
  brand: {
    name: string;
    homeLabel: string;
    homeHref: string;
    logo?: { url: string; alt: string } | null;
  };
  menuLabels: { openMenu: string; mainMenu: string };
  /** Main menu (the top sports). */
  nav: ReactNode;
  /** Language picker, shown from the tablet width up (the side menu holds it on mobile). */
  language: ReactNode;
  themeToggle: ReactNode;
  /** Odds type picker (spec §2 navigation zone "odds"), from the tablet width up. */
  odds: ReactNode;
  /** The live area: always one tap away. */
  liveLink: { href: string; label: string };
  /** Search button opening the search modal (spec §2 navigation zone "search"). */
  search: ReactNode;
  /** Spec §2 navigation zone "notifications" (shown to a signed-in player). */
  notifications: ReactNode;
  /** Spec §2 navigation zone "bonus": available bonuses (shown to a signed-in player). */
  bonus: ReactNode;
  /** Spec §2 navigation zone "jackpot card" (from the desktop width). */
  jackpot: ReactNode;
  /** Sign-in and sign-up buttons, or the player's profile once signed in. */
  account: ReactNode;
}

export function Header({
  brand,
  menuLabels,
  nav,
  language,
  themeToggle,
  odds,
  liveLink,
  search,
  notifications,
  bonus,
  jackpot,
  account,
}: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <DrawerTrigger
          target={SIDE_MENU_ID}
          className={`${buttonStyles.icon} ${styles.menuButton}`}
          label={menuLabels.openMenu}
        >
          <MenuIcon />
        </DrawerTrigger>
        <Brand {...brand} />
        <nav className={styles.nav} aria-label={menuLabels.mainMenu}>
          {nav}
        </nav>
        <div className={styles.actions}>
          {jackpot}
          {search}
          <Link href={liveLink.href} className={styles.live}>
            <span className={styles.liveDot} aria-hidden="true" />
            {liveLink.label}
          </Link>
          <div className={styles.odds}>{odds}</div>
          <div className={styles.language}>{language}</div>
          {themeToggle}
          {bonus}
          {notifications}
          {account}
        </div>
      </div>
    </header>
  );
}
