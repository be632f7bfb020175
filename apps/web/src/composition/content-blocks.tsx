import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import type { MatchesFilter } from '@/api/catalogue/matches';
import type { EventView } from '@/api/catalogue/types';
import { DAY_MS } from '@/catalogue/events/day-sections';
import { SuspendedEvents } from '@/catalogue/events/suspended-events';
import { SuspendedTopLeagues } from '@/catalogue/leagues/top-leagues';
import { OutrightsSection } from '@/catalogue/outrights/outrights-section';
import { SportsOverview } from '@/catalogue/sports/sports-overview';
import { SportsOverviewSkeleton } from '@/catalogue/sports/sports-overview-skeleton';
import { SuspendedRecentResults } from '@/catalogue/top-events/recent-results';
import { TopEvents } from '@/catalogue/top-events/top-events';
import { getPromotionLabels } from '@/features/bonuses/server';
import type { DataBlock } from '@/features/content';
import { getJackpotLabels } from '@/features/jackpots/server';
import { requestTimeZone } from '@/i18n/request-time-zone';
import type { AppLocale } from '@/i18n/routing';
import { ClientBlock } from './content-client-blocks';
import { eventBlock } from './content-event-blocks';

/** The texts the data blocks fall back to when the operator gave a block no title. */
async function blockTexts(locale: AppLocale) {
  const [catalogue, content, sports, favorites] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'content' }),
    getTranslations({ locale, namespace: 'sports' }),
    getTranslations({ locale, namespace: 'favorites' }),
  ]);
  return { catalogue, content, sports, favorites };
}

/** The jackpots (or the one a block names) with their texts read here. */
async function JackpotBanner({
  locale,
  jackpotId,
}: {
  locale: AppLocale;
  jackpotId: string | null;
}) {
  return (
    <ClientBlock
      view="JackpotsSection"
      props={{ locale, labels: await getJackpotLabels(locale), jackpotId }}
    />
  );
}

const scopeOf = (sportKey: string | null) => (sportKey ? { sportKey } : {});

/**
 * Draws the data blocks of a content page (spec §2 block kinds) with the catalogue's sections and
 * the features' views; client views load through next/dynamic only where a page has them.
 */
export async function contentBlockRenderer(
  locale: AppLocale,
): Promise<(block: DataBlock) => ReactNode> {
  const { catalogue: t, content: c, sports, favorites } = await blockTexts(locale);
  let promotionLabels: ReturnType<typeof getPromotionLabels> | null = null;
  const promotions = () => (promotionLabels ??= getPromotionLabels(locale));
  const serverZone = await requestTimeZone();
  // `now` of the schedule: read once per request, as the day pages do
  const now = Date.now();
  const events = (
    title: string,
    filter: Omit<MatchesFilter, 'locale'>,
    emptyText: string,
    below?: (found: readonly EventView[]) => ReactNode,
  ) => (
    <SuspendedEvents
      locale={locale}
      title={title}
      filter={filter}
      emptyText={emptyText}
      withSport={!filter.sportKey}
    >
      {below}
    </SuspendedEvents>
  );

  return function renderDataBlock(block: DataBlock): ReactNode {
    switch (block.kind) {
      case 'top_events':
        return (
          <TopEvents
            locale={locale}
            scope={scopeOf(block.sportKey)}
            multiSport={!block.sportKey}
            title={block.title ?? t('topEvents')}
          />
        );
      case 'live_events':
        return events(
          block.title ?? t('inPlay'),
          {
            ...scopeOf(block.sportKey),
            matchStatus: [1, 2],
            maxPerSport: block.limit,
            sortBy: 'priority',
          },
          t('noLive'),
        );
      case 'prematch_events':
        return events(
          block.title ?? t('upcoming'),
          {
            ...scopeOf(block.sportKey),
            ...(block.leagueId ? { tournamentId: block.leagueId } : {}),
            matchStatus: [0],
            bettable: true,
            sortBy: 'start_time',
            limit: block.limit,
          },
          t('noUpcoming'),
        );
      case 'schedule':
        return events(
          block.title ?? c('schedule'),
          {
            ...scopeOf(block.sportKey),
            matchStatus: [0],
            sortBy: 'start_time',
            startFrom: new Date(now).toISOString(),
            startTo: new Date(now + 7 * DAY_MS).toISOString(),
            limit: block.limit,
          },
          c('noEvents'),
        );
      case 'result_events':
        return events(
          block.title ?? c('resultEvents'),
          {
            ...scopeOf(block.sportKey),
            matchStatus: [3, 4],
            sortBy: 'start_time',
            limit: block.limit,
          },
          c('noResults'),
        );
      case 'event_markets':
      case 'event_stats':
        // the match row heads the block; its markets or statistics follow (spec §2)
        return events(
          block.title ?? (block.kind === 'event_stats' ? c('eventStats') : c('event')),
          { ids: [block.matchId] },
          c('noEvents'),
          eventBlock(block, locale),
        );
      case 'results':
        return (
          <SuspendedRecentResults
            locale={locale}
            scope={scopeOf(block.sportKey)}
            withSport={!block.sportKey}
            title={block.title ?? t('results')}
          />
        );
      case 'top_leagues':
        return (
          <SuspendedTopLeagues
            locale={locale}
            scope={scopeOf(block.sportKey)}
            multiSport={!block.sportKey}
            title={block.title ?? t('topLeagues')}
          />
        );
      case 'outrights':
        return <OutrightsSection locale={locale} scope={scopeOf(block.sportKey)} />;
      case 'speed_dial':
        return (
          <Suspense
            fallback={
              <SportsOverviewSkeleton
                title={sports('title')}
                intro={sports('intro')}
                loadingLabel={sports('loading')}
              />
            }
          >
            <SportsOverview locale={locale} />
          </Suspense>
        );
      case 'jackpot_banner':
        return <JackpotBanner locale={locale} jackpotId={block.jackpotId} />;
      case 'promocode':
        return (
          <PromotionBlock locale={locale} labels={promotions()} block={{ kind: 'promocode' }} />
        );
      case 'prediction':
        return <PromotionBlock locale={locale} labels={promotions()} block={block} />;
      case 'tournaments':
        return (
          <PromotionBlock
            locale={locale}
            labels={promotions()}
            block={block}
            title={block.title ?? c('tournaments')}
          />
        );
      case 'bonuses':
        return <PromotionBlock locale={locale} labels={promotions()} block={block} />;
      case 'favorites':
        return (
          <ClientBlock
            view="FavoritesBlock"
            props={{
              locale,
              time: { locale, serverZone },
              labels: {
                title: favorites('title'),
                empty: favorites('empty'),
                error: favorites('error'),
                retry: favorites('retry'),
                loading: favorites('loading'),
                signIn: {
                  title: favorites('signIn.title'),
                  text: favorites('signIn.text'),
                  button: favorites('signIn.button'),
                },
                rows: {
                  live: t('live'),
                  stopped: t('stopped'),
                  finished: t('finished'),
                  moreMarkets: t('moreMarkets'),
                },
              },
            }}
          />
        );
    }
  };
}

type PromotionDataBlock =
  { kind: 'promocode' } | Extract<DataBlock, { kind: 'prediction' | 'tournaments' | 'bonuses' }>;

/** A promotions block once its texts are read (they are read only for a page that has one). */
async function PromotionBlock({
  locale,
  labels: pending,
  block,
  title,
}: {
  locale: AppLocale;
  labels: ReturnType<typeof getPromotionLabels>;
  block: PromotionDataBlock;
  title?: string;
}) {
  const labels = await pending;
  switch (block.kind) {
    case 'promocode':
      return <ClientBlock view="PromoCodeForm" props={{ locale, labels }} />;
    case 'prediction':
      return (
        <ClientBlock
          view="PredictionBlock"
          props={{ locale, labels, predictionId: block.predictionId }}
        />
      );
    case 'tournaments':
    case 'bonuses':
      return (
        <ClientBlock
          view="PromotionCards"
          props={{
            locale,
            labels,
            kind: block.kind,
            limit: block.limit,
            title: title ?? block.title ?? labels.title,
          }}
        />
      );
  }
}
