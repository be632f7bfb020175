import { cookies } from 'next/headers';
import { getMessages, getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { SportNav } from '@/catalog/sports/sport-nav';
import { SportNavSkeleton } from '@/catalog/sports/sport-nav-skeleton';
import { TopSportsMenu } from '@/catalog/sports/top-sports-menu';
import { AccountModalRoute } from '@/features/account/account-modal-route';
import { AuthMessagesProvider } from '@/features/account/auth-messages';
import { AccountArea } from '@/features/account/components/account-area';
import { AccountModalHost } from '@/features/account/components/account-modal-host';
import { AccountSession } from '@/features/account/components/account-session';
import { getAuthMessages } from '@/features/account/get-auth-messages';
import { BetPanel } from '@/features/betslip/components/bet-panel';
import { SlipCountBadge } from '@/features/betslip/components/bet-panel-view';
import type { MessageTree } from '@/features/betslip/slip-messages';
import { BetslipHost } from '@/shell/betslip-host';
import { MyBets } from '@/shell/my-bets';
import { QuickBetBar } from '@/features/quickbet/components/quick-bet-bar';
import { languageOptions } from '@/i18n/language-names';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { dirFor } from '@/i18n/rtl';
import { AccountFeatures } from '@/shell/account-features';
import { AppShell } from '@/shell/app-shell';
import { Header } from '@/shell/header';
import { LanguagePicker } from '@/shell/language-picker';
import { ProgressBar } from '@/shell/progress-bar';
import { TimeZoneCookie } from '@/i18n/local-time';
import { TabBar } from '@/shell/tab-bar';
import { COLUMNS_ID } from '@/shell/ids';
import { parseSidebarState, SIDEBAR_COOKIE } from '@/shell/sidebar';
import { SidebarToggle } from '@/shell/sidebar-toggle';
import { ThemeToggle } from '@/shell/theme-toggle';
import { serverEnv } from '@/env';
import { OddsMessagesProvider, OddsTypeSwitcher } from '@/features/odds';
import { getOddsMessages } from '@/features/odds/get-odds-messages';
import { JsonLdScript } from '@/features/seo/json-ld';
import { siteOrigin } from '@/features/seo/page-metadata';
import { organizationJsonLd } from '@/features/seo/structured-data';
import { HeaderSearch } from '@/features/search/header-search';
import { SearchTabButton } from '@/features/search/search-tab-button';
import { AppProviders } from '@/realtime/app-providers';
import { parseTheme, THEME_COOKIE } from '@/theme/theme';

/**
 * The whole document for a locale: <html lang dir data-theme> and the layout regions around the
 * page. Used by the locale layout and by the root not-found page (unmatched paths), so a 404 is
 * the same site, server-rendered, in the visitor's locale.
 */
export async function LocaleDocument({
  locale,
  children,
}: {
  locale: AppLocale;
  children: ReactNode;
}) {
  const [cookieStore, t, oddsMessages, authMessages, origin, allMessages] = await Promise.all([
    cookies(),
    getTranslations({ locale }),
    getOddsMessages(locale),
    getAuthMessages(locale),
    siteOrigin(),
    getMessages({ locale }) as Promise<{
      sharebet: MessageTree;
      quickbet: MessageTree;
      betslip: MessageTree;
    }>,
  ]);
  const theme = parseTheme(cookieStore.get(THEME_COOKIE)?.value);
  const sidebarState = parseSidebarState(cookieStore.get(SIDEBAR_COOKIE)?.value);
  const themeLabels = {
    label: t('theme.label'),
    dark: t('theme.dark'),
    light: t('theme.light'),
    switchToLight: t('theme.switchToLight'),
    switchToDark: t('theme.switchToDark'),
  };
  const languages = languageOptions();
  const env = serverEnv();
  const quickBet = (
    <QuickBetBar messages={{ ...allMessages.quickbet, error: allMessages.betslip.error ?? {} }} />
  );
  const sidebar = (
    <Suspense fallback={<SportNavSkeleton />}>
      <SportNav locale={locale} />
    </Suspense>
  );

  return (
    <html lang={locale} dir={dirFor(locale)} data-theme={theme}>
      <body>
        <JsonLdScript
          data={organizationJsonLd({
            name: t('meta.siteName'),
            url: new URL(localizePath('/', locale), origin).href,
            logo: new URL('/icon.svg', origin).href,
          })}
        />
        <AppProviders
          pushUrl={env.PUSH_URL}
          locale={locale}
          enabledSportTypes={env.ENABLED_SPORT_TYPES}
          enabledProviders={env.ENABLED_PROVIDERS}
          connectionLabels={{
            title: t('error.connection.title'),
            description: t('error.connection.description'),
          }}
          toastCloseLabel={t('toast.close')}
        >
          <Suspense fallback={null}>
            <ProgressBar />
            <TimeZoneCookie />
          </Suspense>
          <Suspense fallback={null}>
            <AccountModalRoute />
          </Suspense>
          <AccountSession locale={locale} />
          <AuthMessagesProvider messages={authMessages} locale={locale}>
            <AccountModalHost />
            <OddsMessagesProvider messages={oddsMessages}>
              <AccountFeatures
                favoriteMessages={{
                  add: t('favorites.star.add'),
                  remove: t('favorites.star.remove'),
                  failedTitle: t('favorites.failed.title'),
                  failedDescription: t('favorites.failed.description'),
                  loadFailed: t('favorites.error'),
                }}
              >
                <BetslipHost locale={locale} sharebetMessages={allMessages.sharebet}>
                  <AppShell
                    labels={{
                      skipToContent: t('shell.skipToContent'),
                      betSlip: t('shell.betSlip'),
                      menu: t('shell.menu'),
                      closeMenu: t('shell.closeMenu'),
                      close: t('shell.close'),
                    }}
                    header={
                      <Header
                        brand={{
                          name: t('meta.siteName'),
                          homeLabel: t('shell.homeLink'),
                          homeHref: localizePath('/', locale),
                        }}
                        menuLabels={{
                          openMenu: t('shell.openMenu'),
                          mainMenu: t('shell.mainMenu'),
                        }}
                        nav={
                          <Suspense fallback={null}>
                            <TopSportsMenu locale={locale} />
                          </Suspense>
                        }
                        language={
                          <LanguagePicker
                            current={locale}
                            options={languages}
                            label={t('language.label')}
                          />
                        }
                        themeToggle={
                          <ThemeToggle serverTheme={theme} labels={themeLabels} variant="icon" />
                        }
                        odds={<OddsTypeSwitcher />}
                        liveLink={{ href: localizePath('/live', locale), label: t('catalog.live') }}
                        search={<HeaderSearch locale={locale} />}
                        account={
                          <AccountArea
                            locale={locale}
                            balanceHidden={env.BALANCE_HIDDEN}
                            buttonLabels={{
                              group: t('account.label'),
                              signIn: t('account.signIn'),
                              signUp: t('account.signUp'),
                            }}
                          />
                        }
                      />
                    }
                    sidebar={sidebar}
                    sidebarState={sidebarState}
                    sidebarToggle={
                      <SidebarToggle
                        columnsId={COLUMNS_ID}
                        serverState={sidebarState}
                        labels={{
                          collapse: t('shell.collapseSidebar'),
                          expand: t('shell.expandSidebar'),
                        }}
                      />
                    }
                    betPanel={<BetPanel quickBet={quickBet} myBets={<MyBets />} />}
                    betPanelSheet={
                      <BetPanel variant="sheet" quickBet={quickBet} myBets={<MyBets />} />
                    }
                    settings={
                      <>
                        <LanguagePicker
                          current={locale}
                          options={languages}
                          label={t('language.label')}
                          showLabel
                        />
                        <OddsTypeSwitcher showLabel />
                        <ThemeToggle serverTheme={theme} labels={themeLabels} variant="segmented" />
                      </>
                    }
                    tabBar={
                      <TabBar
                        homeHref={localizePath('/', locale)}
                        liveHref={localizePath('/live', locale)}
                        betSlipBadge={<SlipCountBadge label={t('betslip.open')} />}
                        search={(className) => (
                          <SearchTabButton label={t('search.button')} className={className} />
                        )}
                        labels={{
                          tabBar: t('shell.tabBar'),
                          home: t('shell.home'),
                          live: t('catalog.live'),
                          betSlip: t('shell.betSlip'),
                          menu: t('shell.menu'),
                        }}
                      />
                    }
                  >
                    {children}
                  </AppShell>
                </BetslipHost>
              </AccountFeatures>
            </OddsMessagesProvider>
          </AuthMessagesProvider>
        </AppProviders>
      </body>
    </html>
  );
}
