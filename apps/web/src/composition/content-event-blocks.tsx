import { getTranslations } from 'next-intl/server';
import { getWidgetLabels } from '@/catalogue/match/get-widget-labels';
import type { ReactNode } from 'react';
import { getMarkets } from '@/api/catalogue/markets';
import type { EventView, MatchView } from '@/api/catalogue/types';
import styles from '@/catalogue/events/section.module.css';
import { WIDGETS } from '@/catalogue/match/match-tabs';
import type { DataBlock } from '@/features/content';
import type { AppLocale } from '@/i18n/routing';
import { ClientBlock } from './content-client-blocks';

type EventBlock = Extract<DataBlock, { kind: 'event_markets' | 'event_stats' }>;

/**
 * What follows the match row of a content block "event markets" or "event stats" (spec §2): the
 * match's markets with odds buttons, or its statistics, as the match page shows them. An unknown
 * match draws nothing more (the row's list says there is no match).
 */
export function eventBlock(
  block: EventBlock,
  locale: AppLocale,
): (found: readonly EventView[]) => ReactNode {
  // the markets load beside the match, not after it; a failure is "no markets", not an error
  const markets =
    block.kind === 'event_markets' ? getMarkets(block.matchId, locale).catch(() => null) : null;
  return function below(found) {
    const match = found.find((e): e is MatchView => e.type === 'match' && e.id === block.matchId);
    if (!match) return null;
    return markets ? (
      <EventMarketsPart match={match} markets={markets} locale={locale} />
    ) : (
      <EventStatsPart match={match} locale={locale} />
    );
  };
}

async function EventMarketsPart({
  match,
  markets: pending,
  locale,
}: {
  match: MatchView;
  markets: Promise<Awaited<ReturnType<typeof getMarkets>> | null>;
  locale: AppLocale;
}) {
  const [markets, t] = await Promise.all([
    pending,
    getTranslations({ locale, namespace: 'catalogue' }),
  ]);
  const labels = {
    markets: t('match.markets'),
    all: t('match.allMarkets'),
    noMarkets: t('match.noMarkets'),
    unavailable: t('match.marketsClosed'),
  };
  if (markets === null) return <p className={styles.problem}>{labels.noMarkets}</p>;
  return <ClientBlock view="EventMarkets" props={{ initial: match, markets, labels }} />;
}

async function EventStatsPart({ match, locale }: { match: MatchView; locale: AppLocale }) {
  const [t, widgets] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue' }),
    getWidgetLabels(locale),
  ]);
  return (
    <ClientBlock
      view="Statistics"
      props={{
        matchId: match.id,
        widgets: WIDGETS[match.sportKey] ?? [],
        labels: {
          noStatistics: t('match.noStatistics'),
          widgets,
        },
      }}
    />
  );
}
