import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getWidgetLabels } from '@/catalogue/match/get-widget-labels';
import { notFound } from 'next/navigation';
import { getMarkets } from '@/api/catalogue/markets';
import { SuspendedEvents as EventsSection } from '@/catalogue/events/suspended-events';
import { eventPath } from '@/catalogue/events/group-events';
import sectionStyles from '@/catalogue/events/section.module.css';
import { requestTimeZone } from '@/i18n/request-time-zone';
import { MatchDetail } from '@/catalogue/match/match-detail';
import { CustomBetEntry } from '@/features/custombet/server';
import { OutrightDetail } from '@/catalogue/match/outright-detail';
import { OutrightsSection } from '@/catalogue/outrights/outrights-section';
import { Breadcrumbs } from '@/catalogue/navigation/breadcrumbs';
import { resolveSlug } from '@/catalogue/navigation/resolve-slug';
import { resolveSportPage } from '@/catalogue/navigation/sport-pages';
import { chatUrl } from '@/config/chat-url';
import { pageMetadata, slugHead } from '@/features/seo/server';
import { siteConfig } from '@/session/site-config';
import { isAppLocale, localizePath } from '@/i18n/paths';

interface SlugPageProps {
  params: Promise<{ locale: string; sport: string; slug: string }>;
}

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: SlugPageProps): Promise<Metadata> {
  const { locale, sport, slug } = await params;
  if (!isAppLocale(locale)) return {};
  const page = await resolveSlug(locale, sport, slug).catch(() => null);
  if (!page) return {};
  const t = await getTranslations({ locale, namespace: 'seo' });
  return pageMetadata({ locale, pathname: `/${sport}/${slug}`, ...slugHead(page, t, locale) });
}

/** `/[sport]/[category]`, `/[sport]/[league]` and `/[sport]/[match]` (spec §2), told apart by lookup. */
export default async function SlugPage({ params }: SlugPageProps) {
  const { locale, sport, slug } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const [sportPage, page, t, widgets] = await Promise.all([
    resolveSportPage(locale, sport),
    resolveSlug(locale, sport, slug),
    getTranslations({ locale, namespace: 'catalogue' }),
    getWidgetLabels(locale),
  ]);
  if (!sportPage || !page) notFound();
  const home = { name: t('home'), href: localizePath('/', locale) };
  const sportCrumb = { name: sportPage.title, href: localizePath(`/${sport}`, locale) };

  if (page.kind === 'event') {
    const event = page.event;
    const league = event.tournament
      ? {
          name: event.tournament.name,
          href: localizePath(eventPath(sport, event.tournament.slug), locale),
        }
      : {
          name: event.category.name,
          href: localizePath(eventPath(sport, event.category.slug), locale),
        };
    const crumbs = (
      <Breadcrumbs
        label={t('breadcrumbs')}
        items={[
          home,
          sportCrumb,
          league,
          { name: event.type === 'match' ? `${event.nameA} – ${event.nameB}` : event.name },
        ]}
      />
    );
    const [markets, site] = await Promise.all([getMarkets(event.id, locale), siteConfig()]);
    if (event.type !== 'match')
      return (
        <div className={sectionStyles.page}>
          {crumbs}
          <OutrightDetail
            event={event}
            markets={markets}
            locale={locale}
            serverZone={await requestTimeZone()}
            labels={{
              kind: t(`outrights.types.${event.type}`),
              ends: t('outrights.ends'),
              noMarkets: t('match.noMarkets'),
            }}
          />
        </div>
      );
    return (
      <div className={sectionStyles.page}>
        {crumbs}
        {/* spec §3 betting settings customBetEnabled: the site can switch the bet builder off */}
        {site.customBet.enabled && (
          <CustomBetEntry
            singleAllowed={site.customBet.singleAllowed}
            match={{
              id: event.id,
              urnId: event.urnId,
              slug: event.slug,
              status: event.status,
              sportKey: event.sportKey,
              nameA: event.nameA,
              nameB: event.nameB,
              categoryName: event.category.name,
              provider: event.provider,
            }}
          />
        )}
        <MatchDetail
          initial={event}
          markets={markets}
          locale={locale}
          chatUrl={chatUrl(site.chatProvider ?? undefined, { matchId: event.id, locale })}
          serverZone={await requestTimeZone()}
          labels={{
            live: t('live'),
            stopped: t('stopped'),
            finished: t('finished'),
            notStarted: t('notStarted'),
            markets: t('match.markets'),
            statistics: t('match.statistics'),
            stream: t('match.stream'),
            chat: t('match.chat'),
            noMarkets: t('match.noMarkets'),
            noStatistics: t('match.noStatistics'),
            noStream: t('match.noStream'),
            servingHome: t('match.serving', { name: event.nameA }),
            servingAway: t('match.serving', { name: event.nameB }),
            all: t('match.allMarkets'),
            periods: t('match.periods'),
            total: t('match.total'),
            widgets,
          }}
        />
      </div>
    );
  }

  if (page.kind === 'league') {
    const { tournament } = page;
    return (
      <div className={sectionStyles.page}>
        <Breadcrumbs
          label={t('breadcrumbs')}
          items={[
            home,
            sportCrumb,
            {
              name: tournament.category.name,
              href: localizePath(eventPath(sport, tournament.category.slug), locale),
            },
            { name: tournament.name },
          ]}
        />
        <EventsSection
          locale={locale}
          title={tournament.name}
          headingLevel={1}
          filter={{
            tournamentId: tournament.id,
            matchStatus: [1, 2, 0],
            sortBy: 'start_time',
            limit: 200,
          }}
          emptyText={t('noUpcoming')}
        />
        <OutrightsSection locale={locale} scope={{ tournamentId: tournament.id }} />
      </div>
    );
  }

  const { category, tournaments } = page;
  return (
    <div className={sectionStyles.page}>
      <Breadcrumbs label={t('breadcrumbs')} items={[home, sportCrumb, { name: category.name }]} />
      <section className={sectionStyles.section}>
        <h1 className={sectionStyles.pageTitle}>{category.name}</h1>
        <ul className={sectionStyles.chips}>
          {tournaments.map((tournament) => (
            <li key={tournament.id}>
              <Link href={localizePath(eventPath(sport, tournament.slug), locale)}>
                {tournament.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <EventsSection
        locale={locale}
        title={t('matches')}
        filter={{ categoryId: category.id, matchStatus: [1, 2, 0], sortBy: 'priority', limit: 200 }}
        emptyText={t('noUpcoming')}
      />
    </div>
  );
}
