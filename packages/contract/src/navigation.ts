import { z } from 'zod';
import { linkSchema, localizedTextSchema } from './site-text';

/** Layout regions of spec §2 an operator places navigation zones in. */
export const LAYOUT_REGIONS = [
  'header',
  'left_sidebar',
  'mobile_side_menu',
  'tab_bar',
  'right_sidebar',
] as const;
export type LayoutRegion = (typeof LAYOUT_REGIONS)[number];

/**
 * Navigation zones of spec §2, and the regions each may stand in: a zone is built for those
 * places (the brand logo belongs to the header, the sport list to a column), so a placement
 * elsewhere is refused with its field path instead of rendering broken. `theme` (the dark/light
 * switch) and `bet_slip` (the phone's slip tab) are the product's own zones next to the spec's.
 */
export const ZONE_REGIONS = {
  brand_logo: ['header'],
  side_menu: ['header', 'tab_bar'],
  sport_list: ['header', 'left_sidebar', 'mobile_side_menu'],
  menu_item: ['header', 'left_sidebar', 'mobile_side_menu', 'tab_bar'],
  submenu: ['header', 'left_sidebar', 'mobile_side_menu'],
  events_filter: ['left_sidebar', 'mobile_side_menu'],
  search: ['header', 'left_sidebar', 'mobile_side_menu', 'tab_bar'],
  language: ['header', 'left_sidebar', 'mobile_side_menu'],
  odds: ['header', 'left_sidebar', 'mobile_side_menu'],
  theme: ['header', 'left_sidebar', 'mobile_side_menu'],
  profile: ['header'],
  notifications: ['header'],
  bonus: ['header'],
  jackpot_card: ['header', 'left_sidebar', 'mobile_side_menu', 'right_sidebar'],
  chat_toggle: ['header', 'left_sidebar', 'mobile_side_menu'],
  platform_switcher: ['header', 'left_sidebar', 'mobile_side_menu'],
  bet_slip: ['tab_bar'],
} as const satisfies Record<string, readonly LayoutRegion[]>;
export type NavigationZoneKind = keyof typeof ZONE_REGIONS;
export const NAVIGATION_ZONES = Object.keys(ZONE_REGIONS) as NavigationZoneKind[];

/** Icons a menu item may show (drawn by the web's icon set). */
export const MENU_ICONS = ['home', 'live', 'star', 'gift', 'trophy', 'compass'] as const;

const menuItemSchema = z.strictObject({
  kind: z.literal('menu_item'),
  label: localizedTextSchema(60),
  href: linkSchema,
  icon: z.enum(MENU_ICONS).optional(),
});

const linkListItemSchema = z.strictObject({ label: localizedTextSchema(60), href: linkSchema });

/** A zone without settings: what it shows comes from the site and the player. */
const plainZoneSchema = z.strictObject({
  kind: z.enum([
    'brand_logo',
    'side_menu',
    'sport_list',
    'events_filter',
    'search',
    'language',
    'odds',
    'theme',
    'profile',
    'notifications',
    'bonus',
    'jackpot_card',
    'chat_toggle',
    'bet_slip',
  ]),
});

export const navigationZoneSchema = z.discriminatedUnion('kind', [
  plainZoneSchema,
  menuItemSchema,
  z.strictObject({
    kind: z.literal('submenu'),
    label: localizedTextSchema(60),
    items: z.array(linkListItemSchema).min(1).max(20),
  }),
  z.strictObject({
    kind: z.literal('platform_switcher'),
    /** The operator's other products (casino, racing...) next to this sportsbook. */
    items: z.array(linkListItemSchema).min(1).max(8),
  }),
]);
export type NavigationZoneWire = z.infer<typeof navigationZoneSchema>;

const regionZones = (region: LayoutRegion) =>
  z
    .array(navigationZoneSchema)
    .max(24)
    .superRefine((zones, ctx) => {
      zones.forEach((zone, index) => {
        if (!(ZONE_REGIONS[zone.kind] as readonly LayoutRegion[]).includes(region))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'kind'],
            message: `${zone.kind} cannot stand in the ${region}`,
          });
      });
    });

/** Which zones each region shows, in order (spec §2 navigation zones and layout regions). */
export const navigationSchema = z.strictObject({
  header: regionZones('header'),
  left_sidebar: regionZones('left_sidebar'),
  mobile_side_menu: regionZones('mobile_side_menu'),
  /** Five tabs fit a 375 px phone; the bet slip must stay one tap away. */
  tab_bar: regionZones('tab_bar')
    .refine((zones) => zones.length <= 5, 'at most 5 tabs')
    .refine(
      (zones) => zones.filter((zone) => zone.kind === 'bet_slip').length === 1,
      'needs the bet_slip tab once',
    ),
  right_sidebar: regionZones('right_sidebar'),
});
export type NavigationWire = z.infer<typeof navigationSchema>;

/**
 * Where the zones stand until an operator places them (spec §2): the header of a sportsbook, the
 * sport list in the left sidebar, the phone's side menu and five tabs. The demo seed starts from it
 * and the web shows it while the backend has never answered.
 */
export const DEFAULT_NAVIGATION: NavigationWire = {
  header: [
    { kind: 'side_menu' },
    { kind: 'brand_logo' },
    { kind: 'sport_list' },
    { kind: 'jackpot_card' },
    { kind: 'search' },
    {
      kind: 'menu_item',
      label: { en: 'Live', de: 'Live', 'pt-BR': 'Ao vivo', ar: 'مباشر' },
      href: '/live',
      icon: 'live',
    },
    { kind: 'odds' },
    { kind: 'language' },
    { kind: 'theme' },
    { kind: 'bonus' },
    { kind: 'notifications' },
    { kind: 'profile' },
  ],
  left_sidebar: [{ kind: 'sport_list' }],
  mobile_side_menu: [
    { kind: 'sport_list' },
    { kind: 'language' },
    { kind: 'odds' },
    { kind: 'theme' },
  ],
  tab_bar: [
    {
      kind: 'menu_item',
      label: { en: 'Home', de: 'Startseite', 'pt-BR': 'Início', ar: 'الرئيسية' },
      href: '/',
      icon: 'home',
    },
    {
      kind: 'menu_item',
      label: { en: 'Live', de: 'Live', 'pt-BR': 'Ao vivo', ar: 'مباشر' },
      href: '/live',
      icon: 'live',
    },
    { kind: 'search' },
    { kind: 'bet_slip' },
    { kind: 'side_menu' },
  ],
  right_sidebar: [],
};
