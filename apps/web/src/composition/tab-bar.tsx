import type { ReactNode } from 'react';
import { DrawerTrigger } from '@/ui/drawer';
import { MenuIcon, TicketIcon } from '@/ui/icons';
import { BET_SLIP_SHEET_ID, SIDE_MENU_ID } from './ids';
import type { PlacedZone } from './navigation-zones';
import styles from './tab-bar.module.css';

/** The class a tab-bar item takes, for the zones drawn outside this file (menu items, search). */
export const TAB_CLASS = styles.tab ?? '';

/** The tab bar's own zones: the bet slip sheet and the side menu, as tabs. */
export function tabBarNodes({
  labels,
  betSlipBadge,
  search,
}: {
  labels: { betSlip: string; menu: string };
  /** The selection count shown on the bet slip tab. */
  betSlipBadge?: ReactNode;
  search: ReactNode;
}) {
  return {
    betSlip: (
      <DrawerTrigger target={BET_SLIP_SHEET_ID} className={TAB_CLASS}>
        <TicketIcon />
        <span>{labels.betSlip}</span>
        {betSlipBadge}
      </DrawerTrigger>
    ),
    sideMenu: (
      <DrawerTrigger target={SIDE_MENU_ID} className={TAB_CLASS}>
        <MenuIcon />
        <span>{labels.menu}</span>
      </DrawerTrigger>
    ),
    search,
  };
}

/**
 * Mobile bottom tab bar (spec §2 "tab bar"): the zones the site's navigation places here, one
 * thumb away (home, live, search, the bet slip and the menu by default).
 */
export function TabBar({ label, tabs }: { label: string; tabs: PlacedZone[] }) {
  return (
    <nav className={styles.tabBar} aria-label={label}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.key}>{tab.node}</li>
        ))}
      </ul>
    </nav>
  );
}
