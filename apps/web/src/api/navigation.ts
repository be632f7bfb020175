import type {
  MENU_ICONS,
  NavigationWire,
  NavigationZoneKind as WireZoneKind,
  NavigationZoneWire,
} from '@sportsbook/contract/navigation';
import type { SupportedLocale } from '@sportsbook/contract/site-text';

type Localized = Partial<Record<SupportedLocale, string>>;

/** Spec §2 navigation zone kinds, as the web names them. */
export type ZoneKind =
  | 'brandLogo'
  | 'sideMenu'
  | 'sportList'
  | 'menuItem'
  | 'submenu'
  | 'eventsFilter'
  | 'search'
  | 'language'
  | 'odds'
  | 'theme'
  | 'profile'
  | 'notifications'
  | 'bonus'
  | 'jackpotCard'
  | 'chatToggle'
  | 'platformSwitcher'
  | 'betSlip';

const ZONE_KINDS: Record<WireZoneKind, ZoneKind> = {
  brand_logo: 'brandLogo',
  side_menu: 'sideMenu',
  sport_list: 'sportList',
  menu_item: 'menuItem',
  submenu: 'submenu',
  events_filter: 'eventsFilter',
  search: 'search',
  language: 'language',
  odds: 'odds',
  theme: 'theme',
  profile: 'profile',
  notifications: 'notifications',
  bonus: 'bonus',
  jackpot_card: 'jackpotCard',
  chat_toggle: 'chatToggle',
  platform_switcher: 'platformSwitcher',
  bet_slip: 'betSlip',
};

export type MenuIcon = (typeof MENU_ICONS)[number];
export interface NavigationLink {
  label: Localized;
  href: string;
}

/** One zone placed in a region; the kinds without settings draw from the site and the player. */
export type NavigationZone =
  | { kind: Exclude<ZoneKind, 'menuItem' | 'submenu' | 'platformSwitcher'> }
  | { kind: 'menuItem'; label: Localized; href: string; icon?: MenuIcon }
  | { kind: 'submenu'; label: Localized; items: NavigationLink[] }
  | { kind: 'platformSwitcher'; items: NavigationLink[] };

/** Which zones each layout region of spec §2 shows, in order. */
export interface Navigation {
  header: NavigationZone[];
  leftSidebar: NavigationZone[];
  mobileSideMenu: NavigationZone[];
  tabBar: NavigationZone[];
  rightSidebar: NavigationZone[];
}

function zoneFromWire(w: NavigationZoneWire): NavigationZone {
  switch (w.kind) {
    case 'menu_item':
      return { kind: 'menuItem', label: w.label, href: w.href, icon: w.icon };
    case 'submenu':
      return { kind: 'submenu', label: w.label, items: w.items };
    case 'platform_switcher':
      return { kind: 'platformSwitcher', items: w.items };
    default:
      return { kind: ZONE_KINDS[w.kind] } as NavigationZone;
  }
}

export const navigationFromWire = (w: NavigationWire): Navigation => ({
  header: w.header.map(zoneFromWire),
  leftSidebar: w.left_sidebar.map(zoneFromWire),
  mobileSideMenu: w.mobile_side_menu.map(zoneFromWire),
  tabBar: w.tab_bar.map(zoneFromWire),
  rightSidebar: w.right_sidebar.map(zoneFromWire),
});
