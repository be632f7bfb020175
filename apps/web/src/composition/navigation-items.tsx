import Link from 'next/link';
import type { ReactNode } from 'react';
import type { MenuIcon } from '@/api/navigation';
import { CompassIcon, GiftIcon, HomeIcon, LiveIcon, StarIcon, TrophyIcon } from '@/ui/icons';
import styles from './navigation-items.module.css';

/** Where a zone is drawn: the header bar, a column (left sidebar, side menu) or the tab bar. */
export type ZoneVariant = 'header' | 'column' | 'tab';

const ICONS: Record<MenuIcon, () => ReactNode> = {
  home: () => <HomeIcon />,
  live: () => <LiveIcon />,
  star: () => <StarIcon />,
  gift: () => <GiftIcon />,
  trophy: () => <TrophyIcon />,
  compass: () => <CompassIcon />,
};

/** An operator's link; one opening another site leaves in a new tab. */
const external = (href: string) => /^https?:\/\//.test(href);

export function MenuItemLink({
  href,
  label,
  icon,
  variant,
  className,
}: {
  href: string;
  label: string;
  icon?: MenuIcon;
  variant: ZoneVariant;
  /** The region's own item look (the tab bar's tabs). */
  className?: string;
}) {
  const newTab = external(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  // the header's live item keeps its pulse dot: the one place a bettor looks for "in play now"
  const mark =
    variant === 'header' ? (
      icon === 'live' ? (
        <span className={styles.liveDot} aria-hidden="true" />
      ) : null
    ) : icon ? (
      ICONS[icon]()
    ) : null;
  return (
    <Link href={href} className={className ?? styles[variant]} {...newTab}>
      {mark}
      <span>{label}</span>
    </Link>
  );
}

/** Spec §2 zone "submenu": a labelled group of links, opened in place (native disclosure). */
export function Submenu({
  label,
  items,
  variant,
}: {
  label: string;
  items: { label: string; href: string }[];
  variant: ZoneVariant;
}) {
  return (
    <details className={variant === 'header' ? styles.dropdown : styles.group}>
      <summary className={styles.summary}>{label}</summary>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <MenuItemLink href={item.href} label={item.label} variant="column" />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Spec §2 zone "platform switcher": the operator's products, this sportsbook marked current. */
export function PlatformSwitcher({
  label,
  items,
  currentHref,
}: {
  label: string;
  items: { label: string; href: string }[];
  currentHref: string;
}) {
  return (
    <nav className={styles.switcher} aria-label={label}>
      {items.map((item) => (
        <Link
          key={item.href}
          href={item.href}
          className={styles.platform}
          aria-current={item.href === currentHref ? 'page' : undefined}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}

/** Spec §2 zone "events filter": the catalogue by time, in play, upcoming days, finished. */
export function EventsFilter({
  label,
  links,
}: {
  label: string;
  links: { href: string; label: string }[];
}) {
  return (
    <nav className={styles.filter} aria-label={label}>
      {links.map((link) => (
        <Link key={link.href} href={link.href} className={styles.filterLink}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** Spec §2 zone "chat toggle": the operator's chat provider in its own window. */
export function ChatToggle({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.chat}>
      {label}
    </a>
  );
}

/** The look of an item in a column (left sidebar, side menu), for zones drawn elsewhere. */
export const COLUMN_ITEM_CLASS = styles.column ?? '';
