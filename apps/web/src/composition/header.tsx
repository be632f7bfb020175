import { Fragment } from 'react';
import buttonStyles from '@/ui/button.module.css';
import { DrawerTrigger } from '@/ui/drawer';
import { MenuIcon } from '@/ui/icons';
import styles from './header.module.css';
import { SIDE_MENU_ID } from './ids';
import type { PlacedZone } from './navigation-zones';

/** The zones that open the bar: the side-menu button and the brand, before anything else. */
const LEADING = new Set(['sideMenu', 'brandLogo']);

/**
 * The header region of spec §2: the zones the site's navigation places here, in order. The
 * side-menu button and brand lead, the sport list takes the free width from the desktop width
 * on, and the rest line up at the end; each zone kind has its own width rules (header.module.css).
 */
export function Header({ zones, mainMenuLabel }: { zones: PlacedZone[]; mainMenuLabel: string }) {
  const leadingCount = zones.findIndex((zone) => !LEADING.has(zone.kind));
  const leading = leadingCount === -1 ? zones : zones.slice(0, leadingCount);
  const rest = leadingCount === -1 ? [] : zones.slice(leadingCount);
  const navIndex = rest.findIndex((zone) => zone.kind === 'sportList');
  const beforeNav = navIndex === -1 ? [] : rest.slice(0, navIndex);
  const nav = navIndex === -1 ? undefined : rest[navIndex];
  const actions = navIndex === -1 ? rest : rest.slice(navIndex + 1);
  const zone = ({ key, kind, node }: PlacedZone) => (
    <div key={key} className={styles.zone} data-zone={kind}>
      {node}
    </div>
  );
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {/* unwrapped: the brand hides its name next to the menu button on narrow screens */}
        {leading.map(({ key, node }) => (
          <Fragment key={key}>{node}</Fragment>
        ))}
        {beforeNav.map(zone)}
        {nav && (
          <nav className={styles.nav} aria-label={mainMenuLabel}>
            {nav.node}
          </nav>
        )}
        <div className={styles.actions}>{actions.map(zone)}</div>
      </div>
    </header>
  );
}

/** Spec §2 zone "side menu" in the header: opens the side menu (phones and tablets). */
export function HeaderMenuButton({ label }: { label: string }) {
  return (
    <DrawerTrigger
      target={SIDE_MENU_ID}
      className={`${buttonStyles.icon} ${styles.menuButton}`}
      label={label}
    >
      <MenuIcon />
    </DrawerTrigger>
  );
}
