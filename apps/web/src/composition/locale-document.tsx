import { cookies, headers } from 'next/headers';
import { getMessages, getTranslations } from 'next-intl/server';
import { SESSION_COOKIE } from '@/api/platform-types';
import { Suspense, type ReactNode } from 'react';
import { SportNav } from '@/catalogue/sports/sport-nav';
import { SportNavSkeleton } from '@/catalogue/sports/sport-nav-skeleton';
import { getProviderLinks } from '@/features/virtual-wallet/server';
import {
  AccountModalHost,
  AccountModalRoute,
  AccountSession,
  AuthMessagesProvider,
} from '@/features/account';
import { getAuthMessages } from '@/features/account/server';
import { getDepositLabels } from '@/features/wallet/server';
import { DepositModalHost } from '@/composition/deposit-modal-host';
import { BetPanel } from '@/features/betslip/server';
import type { MessageTree } from '@/features/betslip';
import { BetslipHost } from '@/composition/betslip-host';
import { MyBets } from '@/composition/my-bets';
import { QuickBetBar } from '@/features/quickbet';
import { languageOptions } from '@/i18n/language-names';
import { localizePath } from '@/i18n/paths';
import { currentPolicy, POLICY_ATTRIBUTES } from '@/i18n/prefix-policy';
import type { AppLocale } from '@/i18n/routing';
import { dirFor } from '@/i18n/rtl';
import { AccountFeatures } from '@/composition/account-features';
import { AppShell } from '@/composition/app-shell';
import { SiteFooter } from '@/composition/site-footer';
import { Header } from '@/composition/header';
import { ProgressBar } from '@/composition/progress-bar';
import { TimeZoneCookie } from '@/i18n/local-time';
import { DateTimePatternsProvider } from '@/i18n/date-patterns';
import { TabBar } from '@/composition/tab-bar';
import { siteNavigation } from '@/composition/site-navigation';
import { COLUMNS_ID } from '@/composition/ids';
import { parseSidebarState, SIDEBAR_COOKIE } from '@/composition/sidebar';
import { SidebarToggle } from '@/composition/sidebar-toggle';
import { serverEnv } from '@/config/env';
import { browserReportingConfig } from '@/api/reporting-config';
import { brandColourProperties } from '@/api/site-config';
import { LockedRedirect } from '@/session/locked-redirect';
import { siteConfig } from '@/session/site-config';
import { UserGroupChecker } from '@/composition/user-group-checker';
import { OddsMessagesProvider } from '@/catalogue/odds';
import { FloatingFavorites } from '@/catalogue/favorites/floating-favorites';
import { getOddsMessages } from '@/catalogue/odds/get-odds-messages';
import { JsonLdScript, organizationJsonLd, siteOrigin } from '@/features/seo/server';
import { SessionWatchHost, type LimitLabels } from '@/features/limits';
import { ConsentHost, type ConsentLabels } from '@/features/consent';
import { CONSENT_COOKIE, cookieNoticeDue } from '@/session/consent';
import { RemindersHost, type ReminderLabels } from '@/features/reminders';
import { AppProviders } from '@/composition/app-providers';
import { AppVersionWatch } from '@/features/app-version';
import { EmbedHost } from '@/composition/embed-host';
import { parseTheme, THEME_COOKIE } from '@/theme/theme';
import {
  APP_SHELL_ATTRIBUTE,
  APP_SHELL_HEADER,
  isAppWebview,
  parseAppShellMode,
} from '@/session/app-shell';
import { appHeaderZones } from '@/composition/app-header';

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
  const [
    cookieStore,
    requestHeaders,
    t,
    oddsMessages,
    authMessages,
    origin,
    allMessages,
    site,
    depositLabels,
  ] = await Promise.all([
    cookies(),
    headers(),
    getTranslations({ locale }),
    getOddsMessages(locale),
    getAuthMessages(locale),
    siteOrigin(),
    getMessages({ locale }) as Promise<{
      sharebet: MessageTree;
      quickbet: MessageTree;
      betslip: MessageTree;
      limits: LimitLabels;
      consent: ConsentLabels;
      reminders: ReminderLabels;
    }>,
    siteConfig(),
    getDepositLabels(locale),
  ]);
  // issue 17 item 3: the app's webview, as proxy.ts found it (agent, `?app=`, session cookie)
  const appShell = parseAppShellMode(requestHeaders.get(APP_SHELL_HEADER));
  // spec §4 cookie notice: decided here, so a first visit gets the alert with the page's first paint
  const consentNotice = {
    due: cookieNoticeDue({
      consent: cookieStore.get(CONSENT_COOKIE)?.value,
      appShell,
      userAgent: requestHeaders.get('user-agent'),
    }),
    required: site.cookieConsentRequired,
  };
  const theme = parseTheme(cookieStore.get(THEME_COOKIE)?.value, site.theme.default);
  const sidebarState = parseSidebarState(
    cookieStore.get(SIDEBAR_COOKIE)?.value,
    site.leftSidebar.collapsed ? 'collapsed' : 'auto',
  );
  // the colours were checked as hex colours by the contract: nothing else reaches the CSS
  const brandColours = brandColourProperties(site.theme.colours);
  const languages = languageOptions().filter((option) =>
    site.locales.enabled.includes(option.locale),
  );
  const env = serverEnv();
  // the links' prefix policy (spec §2), read back by the browser so hydration renders the same hrefs
  const policy = currentPolicy();
  const policyAttributes = {
    [POLICY_ATTRIBUTES.defaultLocale]: policy.defaultLocale,
    ...(policy.forcePrefix ? { [POLICY_ATTRIBUTES.forcePrefix]: '' } : {}),
  };
  const quickBet = (
    <QuickBetBar messages={{ ...allMessages.quickbet, error: allMessages.betslip.error ?? {} }} />
  );
  // spec §2: with My Bets hidden by the site the panel has the bet slip alone
  const myBets = site.myBetsVisible ? <MyBets /> : undefined;
  // spec §1: horse racing and lotteries sit next to the sports while the site has them on
  const products = await getProviderLinks(locale, site);
  const navigation = await siteNavigation({
    locale,
    site,
    theme,
    languages,
    products,
    sportNav: (
      <Suspense fallback={<SportNavSkeleton />}>
        <SportNav locale={locale} products={products} />
      </Suspense>
    ),
  });

  return (
    <html
      lang={locale}
      dir={dirFor(locale)}
      data-theme={theme}
      {...policyAttributes}
      {...(isAppWebview(appShell) ? { [APP_SHELL_ATTRIBUTE]: appShell } : {})}
    >
      <body>
        {/* :root:root outweighs the theme selectors of tokens.css (spec §3 theme colours) */}
        {brandColours && <style>{`:root:root { ${brandColours} }`}</style>}
        {site.userGroupChecker && <UserGroupChecker {...site.userGroupChecker} />}
        {/* spec §2 locked: a platform answer that says locked sends the player to /locked */}
        <LockedRedirect />
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
          deltaCompression={site.features.deltaCompression}
          connectionLabels={{
            title: t('error.connection.title'),
            description: t('error.connection.description'),
          }}
          errorLabels={{
            title: t('global-error.default.title'),
            description: t('global-error.default.description'),
          }}
          reporting={browserReportingConfig()}
          toastCloseLabel={t('toast.close')}
        >
          {/* spec §3 date-time patterns: every date and time below follows the site's */}
          <DateTimePatternsProvider patterns={site.dateTime}>
            <Suspense fallback={null}>
              <ProgressBar />
              <TimeZoneCookie />
            </Suspense>
            <Suspense fallback={null}>
              <AccountModalRoute />
            </Suspense>
            <AccountSession locale={locale} sessionCookie={cookieStore.has(SESSION_COOKIE)} />
            {/* spec §7 host-page messages: loaded only inside a frame */}
            <EmbedHost locale={locale} embedding={site.embedding} />
            <AppVersionWatch
              version={site.appVersion}
              labels={{
                notice: t('appVersion.notice'),
                reload: t('appVersion.reload'),
                dismiss: t('appVersion.dismiss'),
              }}
            />
            <ConsentHost labels={allMessages.consent} locale={locale} notice={consentNotice} />
            <RemindersHost
              labels={allMessages.reminders}
              locale={locale}
              depositHref={localizePath('/profile/wallet/deposit', locale)}
            />
            <SessionWatchHost
              labels={allMessages.limits.modals}
              locale={locale}
              historyHref={localizePath('/profile/bets', locale)}
            />
            <AuthMessagesProvider messages={authMessages} locale={locale}>
              <AccountModalHost preloadSignUp={site.features.signUpIframePreloader} />
              <DepositModalHost
                locale={locale}
                quickDepositEnabled={site.features.quickDeposit}
                depositPath={localizePath('/profile/wallet/deposit', locale)}
                labels={depositLabels}
              />
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
                  {/* spec §3 site configuration floating favorites */}
                  {site.floating.favorites && (
                    <FloatingFavorites
                      href={localizePath('/favorites', locale)}
                      label={t('favorites.title')}
                      aboveTicket={site.floating.ticket}
                    />
                  )}
                  <BetslipHost
                    locale={locale}
                    sharebetMessages={allMessages.sharebet}
                    shareBetEnabled={site.shareBet}
                    potentialWinVisible={site.potentialWinVisible}
                    floatingTicket={site.floating.ticket ? allMessages.betslip : null}
                  >
                    <AppShell
                      labels={{
                        skipToContent: t('shell.skipToContent'),
                        skipToBetSlip: t('shell.skipToBetSlip'),
                        betSlip: t('shell.betSlip'),
                        menu: t('shell.menu'),
                        closeMenu: t('shell.closeMenu'),
                        close: t('shell.close'),
                      }}
                      header={
                        <Header
                          zones={appHeaderZones(navigation.header, appShell)}
                          mainMenuLabel={t('shell.mainMenu')}
                        />
                      }
                      sidebar={navigation.leftSidebar}
                      sidebarState={sidebarState}
                      sidebarToggle={
                        site.leftSidebar.collapsible && (
                          <SidebarToggle
                            columnsId={COLUMNS_ID}
                            serverState={sidebarState}
                            labels={{
                              collapse: t('shell.collapseSidebar'),
                              expand: t('shell.expandSidebar'),
                            }}
                          />
                        )
                      }
                      betPanel={<BetPanel quickBet={quickBet} myBets={myBets} />}
                      rightSidebar={navigation.rightSidebar}
                      betPanelSheet={
                        <BetPanel variant="sheet" quickBet={quickBet} myBets={myBets} />
                      }
                      sideMenu={navigation.mobileSideMenu}
                      footer={
                        <SiteFooter
                          locale={locale}
                          config={site}
                          labels={{
                            label: t('shell.footer.label'),
                            ageNotice: t('shell.footer.ageNotice'),
                            responsibleGambling: t('shell.footer.responsibleGambling'),
                            menu: t('shell.footer.menu'),
                            partners: t('shell.footer.partners'),
                          }}
                        />
                      }
                      tabBar={<TabBar label={t('shell.tabBar')} tabs={navigation.tabBar} />}
                    >
                      {children}
                    </AppShell>
                  </BetslipHost>
                </AccountFeatures>
              </OddsMessagesProvider>
            </AuthMessagesProvider>
          </DateTimePatternsProvider>
        </AppProviders>
      </body>
    </html>
  );
}
