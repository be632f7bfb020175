'use client';

import { useQuery } from '@tanstack/react-query';
import {
  getStream,
  getWatchersUserId,
  streamSource,
  watchersUserIdKey,
} from '@/api/catalogue/stream';
import { getWidget, type WidgetType } from '@/api/catalogue/widget';
import { useAuthStatus } from '@/session/session';
import type { MatchDetailLabels } from './match-labels';
import styles from './match.module.css';

/** The statistics tab (and the content block "event stats"): the feed's widgets for the sport, refreshed every 15 s. */
export function Statistics({
  matchId,
  widgets,
  labels,
}: {
  matchId: number;
  widgets: WidgetType[];
  labels: Pick<MatchDetailLabels, 'noStatistics' | 'widgets'>;
}) {
  const { data, isPending } = useQuery({
    queryKey: ['sportsbook', 'statistics', matchId],
    queryFn: async ({ signal }) =>
      Promise.all(
        widgets.map(async (w) => ({ widget: w, rows: await getWidget(matchId, w, signal) })),
      ),
    refetchInterval: 15_000,
  });
  if (isPending) return <p className={styles.empty}>…</p>;
  const rows = (data ?? []).flatMap(({ widget, rows: items }) =>
    items.filter((r) => r.period === undefined).map((r) => ({ widget, ...r })),
  );
  if (rows.length === 0) return <p className={styles.empty}>{labels.noStatistics}</p>;
  return (
    <dl className={styles.stats}>
      {rows.map((r) => {
        const total = r.home + r.away;
        const share = total === 0 ? 50 : (r.home / total) * 100;
        const name =
          r.type === 'total' || r.type === 'percent'
            ? labels.widgets[r.widget]
            : `${labels.widgets[r.widget]} · ${r.type.replaceAll('_', ' ')}`;
        return (
          <div key={`${r.widget}-${r.type}`} className={styles.stat}>
            <dt>{name}</dt>
            <dd>
              <span>{r.home}</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ inlineSize: `${share}%` }} />
              </span>
              <span>{r.away}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The stream tab: a playable stream, or an honest "no stream". */
export function StreamPanel({ matchId, labels }: { matchId: number; labels: MatchDetailLabels }) {
  const { data } = useQuery({
    queryKey: ['sportsbook', 'stream', matchId],
    queryFn: ({ signal }) => getStream(matchId, signal),
  });
  // spec §7 GET /watchersio/userid: the widget knows a signed-in player by this id
  const signedIn = useAuthStatus() === 'loggedIn';
  const watcher = useQuery({
    queryKey: watchersUserIdKey,
    queryFn: ({ signal }) => getWatchersUserId(signal),
    enabled: signedIn,
    staleTime: Infinity,
  });
  if (!data) return <p className={styles.empty}>…</p>;
  if (!data.available) return <p className={styles.empty}>{labels.noStream}</p>;
  // the frame loads once, with the id when there is one (a failed id call leaves it out)
  if (signedIn && watcher.isPending) return <p className={styles.empty}>…</p>;
  const src = streamSource(data, signedIn ? (watcher.data ?? null) : null);
  return <iframe className={styles.stream} src={src} title={labels.stream} loading="lazy" />;
}
