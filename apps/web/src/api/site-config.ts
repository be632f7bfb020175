import {
  BRAND_COLOURS,
  siteConfigResponseSchema,
  type BrandColour,
  type SiteConfigWire,
} from '@sportsbook/contract/site-config';
import type { SupportedLocale } from '@sportsbook/contract/site-text';
import { apiRequest } from './client';
import { navigationFromWire, type Navigation } from './navigation';

type Localized = Partial<Record<SupportedLocale, string>>;

/** The site configuration (spec §3) as the web reads it: camelCase, texts still per locale. */
export interface SiteConfig {
  version: number;
  logo: { url: string; alt: string } | null;
  faviconUrl: string | null;
  theme: { default: 'dark' | 'light'; colours: Partial<Record<BrandColour, string>> };
  chatProvider: string | null;
  license: { text: Localized; url: string | null };
  balanceHidden: boolean;
  potentialWinVisible: boolean;
  signUpReminderSeconds: number;
  /** Spec §4 access-blocked-without-consent: the cookie drawer blocks until answered. */
  cookieConsentRequired: boolean;
  leftSidebar: { collapsible: boolean; collapsed: boolean };
  floating: { favorites: boolean; ticket: boolean };
  myBetsVisible: boolean;
  depositReminder: { show: boolean; remindAfterSeconds: number; playerGroupId: string };
  dateTime: { date: string; time: string; dateTime: string };
  mirrors: string[];
  footer: {
    partners: { name: string; logoUrl: string; url: string }[];
    menu: { label: Localized; href: string }[];
    copyright: Localized;
    disclaimer: Localized;
  };
  locales: { enabled: SupportedLocale[]; default: SupportedLocale; forcePrefix: boolean };
  appVersion: string;
  blockedCountries: string[];
  indexing: boolean;
  shareBet: boolean;
  customBet: { enabled: boolean; singleAllowed: boolean };
  isHorseRacingEnabled: boolean;
  isLotteryEnabled: boolean;
  features: {
    quickDeposit: boolean;
    signUpIframePreloader: boolean;
    activityTracking: boolean;
    responsibleGambling: boolean;
    jackpots: boolean;
    customProviderSportTypes: boolean;
    deltaCompression: boolean;
  };
  navigation: Navigation;
  userGroupChecker: { playerGroupId: string; redirectUrl: string } | null;
  /** Spec §6 embedded mode: platform origins that may frame the site and send it messages. */
  embedding: { origins: string[]; allowAnyWithToken: boolean };
}

export function siteConfigFromWire(w: SiteConfigWire, version: number): SiteConfig {
  return {
    version,
    logo: w.logo,
    faviconUrl: w.favicon_url,
    theme: w.theme,
    chatProvider: w.chat_provider,
    license: w.license,
    balanceHidden: w.balance_hidden,
    potentialWinVisible: w.potential_win_visible,
    signUpReminderSeconds: w.sign_up_reminder_seconds,
    cookieConsentRequired: w.cookie_consent_required,
    leftSidebar: w.left_sidebar,
    floating: w.floating,
    myBetsVisible: w.my_bets_visible,
    depositReminder: {
      show: w.deposit_reminder.show,
      remindAfterSeconds: w.deposit_reminder.remind_after_seconds,
      playerGroupId: w.deposit_reminder.player_group_id,
    },
    dateTime: { date: w.date_time.date, time: w.date_time.time, dateTime: w.date_time.date_time },
    mirrors: w.mirrors,
    footer: {
      partners: w.footer.partners.map((p) => ({ name: p.name, logoUrl: p.logo_url, url: p.url })),
      menu: w.footer.menu,
      copyright: w.footer.copyright,
      disclaimer: w.footer.disclaimer,
    },
    locales: {
      enabled: w.locales.enabled,
      default: w.locales.default,
      forcePrefix: w.locales.force_prefix,
    },
    appVersion: w.app_version,
    blockedCountries: w.blocked_countries,
    indexing: w.indexing,
    shareBet: w.share_bet,
    customBet: { enabled: w.custom_bet.enabled, singleAllowed: w.custom_bet.single_allowed },
    isHorseRacingEnabled: w.is_horse_racing_enabled,
    isLotteryEnabled: w.is_lottery_enabled,
    features: {
      quickDeposit: w.features.quick_deposit,
      signUpIframePreloader: w.features.sign_up_iframe_preloader,
      activityTracking: w.features.activity_tracking,
      responsibleGambling: w.features.responsible_gambling,
      jackpots: w.features.jackpots,
      customProviderSportTypes: w.features.custom_provider_sport_types,
      deltaCompression: w.features.delta_compression,
    },
    navigation: navigationFromWire(w.navigation),
    userGroupChecker: w.user_group_checker
      ? {
          playerGroupId: w.user_group_checker.player_group_id,
          redirectUrl: w.user_group_checker.redirect_url,
        }
      : null,
    embedding: {
      origins: w.embedding.origins,
      allowAnyWithToken: w.embedding.allow_any_with_token,
    },
  };
}

/** GET /v2/site_config: the whole configuration in one call. */
export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const res = await apiRequest({
    api: 'sportsbook',
    path: '/v2/site_config',
    schema: siteConfigResponseSchema,
    signal,
  });
  return siteConfigFromWire(res.data, res.version);
}

/** The brand colours as CSS custom properties of tokens.css: [--color-primary, #hex]... */
export function brandColourEntries(colours: SiteConfig['theme']['colours']): [string, string][] {
  return BRAND_COLOURS.flatMap((name): [string, string][] => {
    const value = colours[name];
    return value ? [[`--color-${name.replaceAll('_', '-')}`, value]] : [];
  });
}

/** The brand colours as CSS declarations (--color-primary: #hex;...). */
export const brandColourProperties = (colours: SiteConfig['theme']['colours']): string =>
  brandColourEntries(colours)
    .map(([property, value]) => `${property}: ${value};`)
    .join(' ');
