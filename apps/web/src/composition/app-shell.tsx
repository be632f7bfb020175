import type { ReactNode } from 'react';
import { Drawer } from '@/ui/drawer';
import styles from './app-shell.module.css';
import { BET_PANEL_ID, BET_SLIP_SHEET_ID, COLUMNS_ID, MAIN_ID, SIDE_MENU_ID } from './ids';
import { SkipToSlip } from './skip-to-slip';
import type { SidebarState } from './sidebar';

interface AppShellProps {
  labels: {
    skipToContent: string;
    skipToBetSlip: string;
    betSlip: string;
    menu: string;
    closeMenu: string;
    close: string;
  };
  header: ReactNode;
  /** Left sidebar: the sport list. */
  sidebar: ReactNode;
  /** Collapsed, expanded or decided by width (from the bettor's cookie). */
  sidebarState: SidebarState;
  /** The button collapsing the sidebar to icons. */
  sidebarToggle: ReactNode;
  /** Right sidebar: the bet panel. */
  betPanel: ReactNode;
  /** The bet panel as shown in the mobile bottom sheet. */
  betPanelSheet: ReactNode;
  /** Side menu extras below the sport list: language and theme. */
  settings: ReactNode;
  tabBar: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The layout regions of spec §2: header, left sidebar, main, right sidebar; on mobile a bottom
 * tab bar and a side menu instead of the sidebars. Which regions show is decided in CSS by width
 * (spec §9 breakpoints), so the server renders one page for every screen.
 */
export function AppShell({
  labels,
  header,
  sidebar,
  sidebarState,
  sidebarToggle,
  betPanel,
  betPanelSheet,
  settings,
  tabBar,
  footer,
  children,
}: AppShellProps) {
  return (
    <div className={styles.shell}>
      {/* the first Tabs of every page: past header and sport list to the page or the bet slip */}
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        {labels.skipToContent}
      </a>
      <SkipToSlip label={labels.skipToBetSlip} className={styles.skipLink} />
      {header}
      <div id={COLUMNS_ID} className={styles.columns} data-sidebar={sidebarState}>
        <div className={styles.sidebar}>
          {sidebarToggle}
          {sidebar}
        </div>
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <aside
          id={BET_PANEL_ID}
          className={styles.betPanel}
          aria-label={labels.betSlip}
          tabIndex={-1}
        >
          {betPanel}
        </aside>
      </div>
      {footer}
      {tabBar}
      <Drawer id={SIDE_MENU_ID} placement="start" title={labels.menu} closeLabel={labels.closeMenu}>
        <div className={styles.menuSports}>{sidebar}</div>
        <div className={styles.menuSettings}>{settings}</div>
      </Drawer>
      <Drawer
        id={BET_SLIP_SHEET_ID}
        placement="bottom"
        title={labels.betSlip}
        closeLabel={labels.close}
      >
        {betPanelSheet}
      </Drawer>
    </div>
  );
}
