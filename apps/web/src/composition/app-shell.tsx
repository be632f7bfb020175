import type { ReactNode } from 'react';
import { Drawer } from '@/ui/drawer';
import type { PlacedZone } from './navigation-zones';
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
  /** Spec §2 left sidebar region: its zones (the sport list by default). */
  sidebar: PlacedZone[];
  /** Collapsed, expanded or decided by width (from the bettor's cookie). */
  sidebarState: SidebarState;
  /** The button collapsing the sidebar to icons. */
  sidebarToggle: ReactNode;
  /** Right sidebar: the bet panel, below the zones placed there. */
  betPanel: ReactNode;
  rightSidebar: PlacedZone[];
  /** The bet panel as shown in the mobile bottom sheet. */
  betPanelSheet: ReactNode;
  /** Spec §2 mobile side menu region: its zones (sport list, language, odds, theme by default). */
  sideMenu: PlacedZone[];
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
  rightSidebar,
  betPanelSheet,
  sideMenu,
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
          <ColumnZones zones={sidebar} settingsClass={styles.sidebarSettings} />
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
          <ColumnZones zones={rightSidebar} settingsClass={styles.panelZones} />
          {betPanel}
        </aside>
      </div>
      {footer}
      {tabBar}
      <Drawer id={SIDE_MENU_ID} placement="start" title={labels.menu} closeLabel={labels.closeMenu}>
        <ColumnZones
          zones={sideMenu}
          sportsClass={styles.menuSports}
          settingsClass={styles.menuSettings}
        />
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

/**
 * A column's zones in order: the sport list on its own, each run of other zones (pickers, links,
 * cards) in one spaced group.
 */
function ColumnZones({
  zones,
  sportsClass,
  settingsClass,
}: {
  zones: PlacedZone[];
  sportsClass?: string;
  settingsClass?: string;
}) {
  const groups: PlacedZone[][] = [];
  for (const zone of zones) {
    const last = groups.at(-1);
    if (zone.kind !== 'sportList' && last && last[0]?.kind !== 'sportList') last.push(zone);
    else groups.push([zone]);
  }
  return groups.map((group) =>
    group[0]?.kind === 'sportList' ? (
      <div key={group[0].key} className={sportsClass}>
        {group[0].node}
      </div>
    ) : (
      <div key={group[0]?.key} className={settingsClass}>
        {group.map((zone) => (
          <div key={zone.key}>{zone.node}</div>
        ))}
      </div>
    ),
  );
}
