'use client';

import { FavoriteStar } from '@/catalogue/favorites/favorite-star';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import type { Market } from '@sportsbook/betting/catalog/types';
import { isLive, isStopped } from '@sportsbook/betting/catalog/status';
import type { MatchView } from '@/api/catalogue/types';
import { clockText } from '@/catalogue/events/match-clock';
import { useLiveMarkets, useLiveMatch } from '@/catalogue/events/use-live';
import { LocalTime } from '@/i18n/local-time';
import { liveMarketsKey } from '@/realtime/live-cache';
import { useMatchChannel } from '@/realtime/realtime-provider';
import { MarketGroups } from './market-groups';
import type { MatchDetailLabels } from './match-labels';
import styles from './match.module.css';

import { tabAfterKey } from '@/ui/tab-keys';
import { Ltr } from '@/ui/ltr';
import { matchTabs, WIDGETS, type MatchTab as Tab } from './match-tabs';
import { lazyChunk } from '@/lib/lazy-chunk';

// the statistics and stream tabs load with their first opening, off the page's first load
const Statistics = lazyChunk(() =>
  import('./match-extras').then((m) => ({ default: m.Statistics })),
);
const StreamPanel = lazyChunk(() =>
  import('./match-extras').then((m) => ({ default: m.StreamPanel })),
);

/** The match page (spec §2): scoreboard, markets by group, statistics and stream tabs, all live. */
export function MatchDetail({
  initial,
  markets: initialMarkets,
  locale,
  serverZone,
  chatUrl,
  labels,
}: {
  initial: MatchView;
  markets: Market[];
  locale: string;
  /** The chat provider's page of this match; null hides the CHAT tab. */
  chatUrl: string | null;
  /** The zone the server formats times with (the visitor's, once the browser told it). */
  serverZone: string;
  labels: MatchDetailLabels;
}) {
  const client = useQueryClient();
  const match = useLiveMatch(initial);
  const markets = useLiveMarkets(initial.id, initialMarkets, (m) => m);
  const [chosen, setTab] = useState<Tab>('markets');

  useEffect(() => {
    // the server's full list is fresher than what a list page seeded
    client.setQueryData<Market[]>(liveMarketsKey(initial.id), (current) =>
      current && current.length > initialMarkets.length ? current : initialMarkets,
    );
  }, [client, initial.id, initialMarkets]);

  useMatchChannel(initial.id);

  const widgets = WIDGETS[match.sportKey] ?? [];
  const tabs = matchTabs({
    sportKey: match.sportKey,
    hasVideo: match.hasVideo,
    chat: chatUrl !== null,
  });
  // a tab that went away (the stream ended) falls back to the markets
  const tab = tabs.includes(chosen) ? chosen : 'markets';
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = tabAfterKey(tabs, tab, event.key, rtl);
    if (!next) return;
    event.preventDefault();
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <div className={styles.detail}>
      <Scoreboard match={match} labels={labels} locale={locale} serverZone={serverZone} />
      <div role="tablist" aria-label={match.nameA + ' – ' + match.nameB} className={styles.tabs}>
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`panel-${t}`}
            tabIndex={tab === t ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(t)}
            onKeyDown={onTabKey}
          >
            {labels[t]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        className={styles.panel}
      >
        {tab === 'markets' ? (
          <MarketGroups match={match} markets={markets} labels={labels} />
        ) : (
          <Suspense fallback={<p className={styles.empty}>…</p>}>
            {tab === 'statistics' ? (
              <Statistics matchId={match.id} widgets={widgets} labels={labels} />
            ) : tab === 'stream' ? (
              <StreamPanel matchId={match.id} labels={labels} />
            ) : (
              <iframe
                className={styles.stream}
                src={chatUrl ?? undefined}
                title={labels.chat}
                loading="lazy"
              />
            )}
          </Suspense>
        )}
      </div>
    </div>
  );
}

function Scoreboard({
  match,
  labels,
  locale,
  serverZone,
}: {
  match: MatchView;
  labels: MatchDetailLabels;
  locale: string;
  serverZone: string;
}) {
  const live = isLive(match.status);
  const clock = live ? clockText(match) : null;
  const status = isStopped(match.status)
    ? labels.stopped
    : live
      ? labels.live
      : match.isFinished
        ? labels.finished
        : labels.notStarted;
  return (
    <section className={styles.scoreboard} aria-label={`${match.nameA} – ${match.nameB}`}>
      <p className={styles.meta}>
        <span className={live ? styles.liveBadge : styles.statusBadge}>{status}</span>
        {clock ? (
          // a match clock reads left to right in every script ("90'+3")
          <bdi className={styles.clock} dir="ltr">
            {clock}
          </bdi>
        ) : null}
        {match.stage && live ? <span>{match.stage}</span> : null}
        {!live && !match.isFinished ? (
          <LocalTime
            value={match.startTime}
            locale={locale}
            serverZone={serverZone}
            format="start"
          />
        ) : null}
        <FavoriteStar matchId={match.id} size="header" />
      </p>
      <h1 className={styles.teams}>
        <span className={styles.team}>
          {match.currentServer === 'home' ? (
            <span
              className={styles.serve}
              title={labels.servingHome}
              aria-label={labels.servingHome}
            >
              ●
            </span>
          ) : null}
          {match.nameA}
        </span>
        <span className={styles.totals} aria-live="polite">
          {/* each score isolated, the pair in page order: the home score stays by the home team */}
          {match.totalScore ? (
            <>
              <Ltr>{match.totalScore.home}</Ltr> : <Ltr>{match.totalScore.away}</Ltr>
            </>
          ) : (
            '–'
          )}
        </span>
        <span className={styles.team}>
          {match.nameB}
          {match.currentServer === 'away' ? (
            <span
              className={styles.serve}
              title={labels.servingAway}
              aria-label={labels.servingAway}
            >
              ●
            </span>
          ) : null}
        </span>
      </h1>
      {match.periodScore && match.periodScore.length > 0 ? (
        <table className={styles.periods}>
          <caption className={styles.visuallyHidden}>{labels.periods}</caption>
          <thead>
            <tr>
              <th scope="col" />
              {match.periodScore.map((p) => (
                <th key={p.periodKey} scope="col" title={p.periodName}>
                  {p.number}
                </th>
              ))}
              {match.gameScore ? <th scope="col">•</th> : null}
              <th scope="col">{labels.total}</th>
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side) => (
              <tr key={side}>
                <th scope="row">{side === 'home' ? match.nameA : match.nameB}</th>
                {match.periodScore?.map((p) => (
                  <td key={p.periodKey}>{p[side]}</td>
                ))}
                {match.gameScore ? <td>{match.gameScore[side]}</td> : null}
                <td className={styles.totalCell}>{match.totalScore?.[side] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
