import { DEFAULT_SITE_NAVIGATION } from '@/api/default-navigation';
import { getSiteConfig, type SiteConfig } from '@/api/site-config';
import { BUILD_POLICY, setServerPolicy } from '@/i18n/prefix-policy';

/** A change made through the operator API shows within this time, with no rebuild (issue 16). */
export const SITE_CONFIG_TTL_MS = 5_000;

/**
 * What the site looks like when the backend has never answered: today's look, no operator texts.
 * A later answer replaces it; a failed refresh keeps the last good configuration.
 */
export const FALLBACK_SITE_CONFIG: SiteConfig = {
  version: 0,
  logo: null,
  faviconUrl: null,
  theme: { default: 'dark', colours: {} },
  chatProvider: null,
  license: { text: {}, url: null },
  balanceHidden: false,
  potentialWinVisible: true,
  signUpReminderSeconds: 0,
  cookieConsentRequired: false,
  leftSidebar: { collapsible: true, collapsed: false },
  floating: { favorites: false, ticket: false },
  myBetsVisible: true,
  depositReminder: { show: false, remindAfterSeconds: 600, playerGroupId: '' },
  dateTime: { date: 'dd.MM.yyyy', time: 'HH:mm', dateTime: 'dd.MM.yyyy HH:mm' },
  mirrors: [],
  footer: { partners: [], menu: [], copyright: {}, disclaimer: {} },
  locales: { enabled: ['en', 'de', 'pt-BR', 'ar'], default: 'en', forcePrefix: false },
  appVersion: '',
  blockedCountries: [],
  indexing: true,
  shareBet: true,
  customBet: { enabled: true, singleAllowed: false },
  isHorseRacingEnabled: false,
  isLotteryEnabled: false,
  features: {
    quickDeposit: true,
    signUpIframePreloader: false,
    activityTracking: true,
    responsibleGambling: true,
    jackpots: true,
    customProviderSportTypes: false,
    deltaCompression: false,
  },
  navigation: DEFAULT_SITE_NAVIGATION,
  userGroupChecker: null,
  embedding: { origins: [], allowAnyWithToken: false },
};

interface Cached {
  value: SiteConfig;
  fetchedAt: number;
}

let cached: Cached | undefined;
let inFlight: Promise<SiteConfig> | undefined;

/** Fetches once for every request waiting at the same time; a failure keeps the last good one. */
function refresh(now: number, load: () => Promise<SiteConfig>): Promise<SiteConfig> {
  inFlight ??= load()
    .then((value) => {
      cached = { value, fetchedAt: now };
      // spec §2: links and routing follow the configured default locale and forced prefix
      setServerPolicy({
        defaultLocale: value.locales.default,
        forcePrefix: value.locales.forcePrefix,
      });
      return value;
    })
    .catch((error: unknown) => {
      console.error('site configuration unavailable, keeping the last good one', error);
      // retry after the TTL, not on every request, while the backend is down
      cached = { value: cached?.value ?? FALLBACK_SITE_CONFIG, fetchedAt: now };
      return cached.value;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/**
 * The site configuration for a server render or the proxy: kept in memory for
 * {@link SITE_CONFIG_TTL_MS}, so the backend is asked at most every few seconds per web process.
 */
export async function siteConfig(
  now = Date.now(),
  load: () => Promise<SiteConfig> = () => getSiteConfig(),
): Promise<SiteConfig> {
  if (cached && now - cached.fetchedAt < SITE_CONFIG_TTL_MS) return cached.value;
  return refresh(now, load);
}

/** Tests start from an empty cache. */
export function resetSiteConfigCache(): void {
  cached = undefined;
  inFlight = undefined;
  setServerPolicy(BUILD_POLICY);
}
