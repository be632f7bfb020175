import type { ReactNode } from 'react';
import type { NavigationZone, ZoneKind } from '@/api/navigation';
import { localized } from '@/api/localized-text';
import type { SiteConfig } from '@/api/site-config';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import {
  ChatToggle,
  EventsFilter,
  MenuItemLink,
  PlatformSwitcher,
  Submenu,
  type ZoneVariant,
} from './navigation-items';

/** A zone ready for its region: what it is (for the region's layout rules) and what it draws. */
export interface PlacedZone {
  key: string;
  kind: ZoneKind;
  node: ReactNode;
}

type SettingsFreeKind = Exclude<ZoneKind, 'menuItem' | 'submenu' | 'platformSwitcher'>;

export interface ZoneContext {
  locale: AppLocale;
  defaultLocale: SiteConfig['locales']['default'];
  /** The zones without settings as this region draws them (a column's language picker has its label). */
  nodes: Partial<Record<SettingsFreeKind, ReactNode>>;
  labels: { platforms: string; eventsFilter: string; chat: string };
  eventsFilter: { href: string; label: string }[];
  /** The chat provider's page for the whole site; null hides the chat toggle. */
  chatHref: string | null;
  /** Class of a menu item in this region when the region has its own look (the tab bar). */
  itemClassName?: string;
  /** The products the site has on (racing, lotteries), localized: the platform switcher adds them. */
  products?: readonly { label: string; href: string }[];
}

/** An operator's site path gets the locale prefix; a link elsewhere stays as it is. */
const hrefIn = (href: string, locale: AppLocale) =>
  href.startsWith('/') ? localizePath(href, locale) : href;

/**
 * The zones of one region (spec §2) in the configured order, each drawn for `variant`. A zone
 * with nothing to show here (no chat provider, a node the region lacks) is left out.
 */
export function placeZones(
  zones: readonly NavigationZone[],
  variant: ZoneVariant,
  ctx: ZoneContext,
): PlacedZone[] {
  const text = (value: Partial<Record<string, string>>) =>
    localized(value, ctx.locale, ctx.defaultLocale);
  const links = (items: { label: Partial<Record<string, string>>; href: string }[]) =>
    items.map((item) => ({ label: text(item.label), href: hrefIn(item.href, ctx.locale) }));

  return zones.flatMap((zone, index): PlacedZone[] => {
    const key = `${zone.kind}-${index}`;
    const node = ((): ReactNode => {
      switch (zone.kind) {
        case 'menuItem':
          return (
            <MenuItemLink
              href={hrefIn(zone.href, ctx.locale)}
              label={text(zone.label)}
              icon={zone.icon}
              variant={variant}
              className={ctx.itemClassName}
            />
          );
        case 'submenu':
          return <Submenu label={text(zone.label)} items={links(zone.items)} variant={variant} />;
        case 'platformSwitcher': {
          // spec §2: the switcher opens racing and lotteries through their launch pages too
          const items = links(zone.items);
          const added = (ctx.products ?? []).filter((p) => !items.some((i) => i.href === p.href));
          return (
            <PlatformSwitcher
              label={ctx.labels.platforms}
              items={[...items, ...added]}
              currentHref={localizePath('/', ctx.locale)}
            />
          );
        }
        case 'eventsFilter':
          return <EventsFilter label={ctx.labels.eventsFilter} links={ctx.eventsFilter} />;
        case 'chatToggle':
          return ctx.chatHref ? <ChatToggle href={ctx.chatHref} label={ctx.labels.chat} /> : null;
        default:
          return ctx.nodes[zone.kind] ?? null;
      }
    })();
    return node === null ? [] : [{ key, kind: zone.kind, node }];
  });
}
