import Link from 'next/link';
import type { ReactNode } from 'react';
import { DrawerTrigger } from '@/ui/drawer';
import { HomeIcon, LiveIcon, MenuIcon, TicketIcon } from '@/ui/icons';
import { BET_SLIP_SHEET_ID, SIDE_MENU_ID } from './ids';
import styles from './tab-bar.module.css';

interface TabBarProps {
  labels: { tabBar: string; home: string; live: string; betSlip: string; menu: string };
  /** The locale home and live pages. */
  homeHref: string;
  liveHref: string;
  /** The search tab (a button opening the search modal), given a tab's class name. */
  search: (className: string) => ReactNode;
  /** The selection count shown on the bet slip tab. */
  betSlipBadge?: ReactNode;
}

/**
 * Mobile bottom tab bar (spec §2 "tab bar"): one thumb reaches home, live, search, the bet slip
 * and the menu.
 */
export function TabBar({ labels, homeHref, liveHref, search, betSlipBadge }: TabBarProps) {
  return (
    <nav className={styles.tabBar} aria-label={labels.tabBar}>
      <ul className={styles.list}>
        <li>
          <Link href={homeHref} className={styles.tab}>
            <HomeIcon />
            <span>{labels.home}</span>
          </Link>
        </li>
        <li>
          <Link href={liveHref} className={styles.tab}>
            <LiveIcon />
            <span>{labels.live}</span>
          </Link>
        </li>
        <li>{search(styles.tab ?? '')}</li>
        <li>
          <DrawerTrigger target={BET_SLIP_SHEET_ID} className={styles.tab}>
            <TicketIcon />
            <span>{labels.betSlip}</span>
            {betSlipBadge}
          </DrawerTrigger>
        </li>
        <li>
          <DrawerTrigger target={SIDE_MENU_ID} className={styles.tab}>
            <MenuIcon />
            <span>{labels.menu}</span>
          </DrawerTrigger>
        </li>
      </ul>
    </nav>
  );
}
