import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import type { SiteConfig } from '@/api/site-config';
import { TopSportsMenu } from '@/catalogue/sports/top-sports-menu';
import { OddsTypeSwitcher } from '@/catalogue/odds';
import { AccountArea } from '@/features/account';
import { SlipCountBadge } from '@/features/betslip';
import { HeaderBonusZone } from '@/features/bonuses/server';
import { HeaderJackpotZone } from '@/features/jackpots/server';
import { HeaderNotifications } from '@/features/notifications/server';
import { SearchTabButton } from '@/features/search';
import { HeaderSearch } from '@/features/search/server';
import type { languageOptions } from '@/i18n/language-names';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import type { Theme } from '@/theme/theme';
import { Brand } from './brand';
import { HeaderMenuButton } from './header';
import { LanguagePicker } from './language-picker';
import { COLUMN_ITEM_CLASS } from './navigation-items';
import { placeZones, type PlacedZone, type ZoneContext } from './navigation-zones';
import { TAB_CLASS, tabBarNodes } from './tab-bar';
import { ThemeToggle } from './theme-toggle';

/** The site's whole chat in its own window: a per-match template ({match}) is the match's tab. */
const siteChat = (template: string | null, locale: string) =>
  template && !template.includes('{match}')
    ? template.replaceAll('{locale}', encodeURIComponent(locale))
    : null;

/**
 * Every layout region of spec §2 with the zones the site's navigation places there, drawn the
 * way each region shows them (a compact picker in the header, a labelled one in a column, a tab).
 */
export async function siteNavigation({
  locale,
  site,
  theme,
  languages,
  sportNav,
  products = [],
}: {
  locale: AppLocale;
  /** Spec §1 horse racing and lotteries the site has on: the platform switcher lists them too. */
  products?: readonly { path: string; label: string }[];
  site: SiteConfig;
  theme: Theme;
  languages: ReturnType<typeof languageOptions>;
  /** The sport list of a column (left sidebar, side menu). */
  sportNav: ReactNode;
}): Promise<Record<keyof SiteConfig['navigation'], PlacedZone[]>> {
  const t = await getTranslations({ locale });
  const themeLabels = {
    label: t('theme.label'),
    dark: t('theme.dark'),
    light: t('theme.light'),
    switchToLight: t('theme.switchToLight'),
    switchToDark: t('theme.switchToDark'),
  };
  const languagePicker = (showLabel: boolean) => (
    <LanguagePicker
      current={locale}
      options={languages}
      label={t('language.label')}
      showLabel={showLabel}
    />
  );
  const jackpot = <HeaderJackpotZone locale={locale} />;
  const base: Omit<ZoneContext, 'nodes'> = {
    locale,
    defaultLocale: site.locales.default,
    labels: {
      platforms: t('shell.navigation.platforms'),
      eventsFilter: t('shell.navigation.eventsFilter'),
      chat: t('shell.navigation.chat'),
    },
    eventsFilter: [
      { href: localizePath('/live', locale), label: t('catalogue.live') },
      { href: localizePath('/schedule', locale), label: t('catalogue.upcoming') },
      { href: localizePath('/results', locale), label: t('catalogue.results') },
    ],
    chatHref: siteChat(site.chatProvider, locale),
    products: products.map((p) => ({ label: p.label, href: localizePath(p.path, locale) })),
  };
  const column: ZoneContext = {
    ...base,
    nodes: {
      sportList: sportNav,
      language: languagePicker(true),
      odds: <OddsTypeSwitcher showLabel />,
      theme: <ThemeToggle serverTheme={theme} labels={themeLabels} variant="segmented" />,
      search: <SearchTabButton label={t('search.button')} className={COLUMN_ITEM_CLASS} />,
      jackpotCard: jackpot,
    },
  };
  const header: ZoneContext = {
    ...base,
    nodes: {
      sideMenu: <HeaderMenuButton label={t('shell.openMenu')} />,
      brandLogo: (
        <Brand
          name={t('meta.siteName')}
          homeLabel={t('shell.homeLink')}
          homeHref={localizePath('/', locale)}
          logo={site.logo}
        />
      ),
      sportList: (
        <Suspense fallback={null}>
          <TopSportsMenu locale={locale} />
        </Suspense>
      ),
      jackpotCard: jackpot,
      search: <HeaderSearch locale={locale} />,
      odds: <OddsTypeSwitcher />,
      language: languagePicker(false),
      theme: <ThemeToggle serverTheme={theme} labels={themeLabels} variant="icon" />,
      bonus: <HeaderBonusZone locale={locale} />,
      notifications: <HeaderNotifications locale={locale} />,
      profile: (
        <AccountArea
          locale={locale}
          balanceHidden={site.balanceHidden}
          buttonLabels={{
            group: t('account.label'),
            signIn: t('account.signIn'),
            signUp: t('account.signUp'),
          }}
        />
      ),
    },
  };
  const tabs: ZoneContext = {
    ...base,
    itemClassName: TAB_CLASS,
    nodes: tabBarNodes({
      labels: { betSlip: t('shell.betSlip'), menu: t('shell.menu') },
      betSlipBadge: <SlipCountBadge label={t('betslip.open')} />,
      search: <SearchTabButton label={t('search.button')} className={TAB_CLASS} />,
    }),
  };
  const nav = site.navigation;
  const headerZones = placeZones(nav.header, 'header', header);
  // the search modal lives in the header; with the search zone placed elsewhere it stays, buttonless
  if (!headerZones.some((zone) => zone.kind === 'search'))
    headerZones.push({
      key: 'search-modal',
      kind: 'search',
      node: <HeaderSearch locale={locale} withButton={false} />,
    });
  return {
    header: headerZones,
    leftSidebar: placeZones(nav.leftSidebar, 'column', column),
    mobileSideMenu: placeZones(nav.mobileSideMenu, 'column', column),
    tabBar: placeZones(nav.tabBar, 'tab', tabs),
    rightSidebar: placeZones(nav.rightSidebar, 'column', {
      ...column,
      nodes: { jackpotCard: jackpot },
    }),
  };
}
