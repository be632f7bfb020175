'use client';

import { isLive, isStopped } from '@sportsbook/betting/catalog/status';
import type { MatchView } from '@/api/catalogue/types';
import { clockText } from '@/catalogue/events/match-clock';
import type { MatchRowLabels } from '@/catalogue/events/match-row';
import eventStyles from '@/catalogue/events/events.module.css';
import { LocalTime } from '@/i18n/local-time';

/** A match's moment as lists show it: the live pill and clock, "finished", or the start time. */
export function EventWhen({
  match,
  labels,
  locale,
  serverZone,
  format,
}: {
  match: MatchView;
  labels: MatchRowLabels;
  locale: string;
  /** The zone the server formatted with, so hydration matches (see LocalTime). */
  serverZone: string;
  format: 'list' | 'start';
}) {
  if (isLive(match.status)) {
    const clock = clockText(match);
    return (
      <span className={eventStyles.when}>
        <span className={eventStyles.liveBadge}>
          {isStopped(match.status) ? labels.stopped : labels.live}
        </span>
        {clock ? (
          <bdi className={eventStyles.clock} dir="ltr">
            {clock}
          </bdi>
        ) : null}
      </span>
    );
  }
  return (
    <span className={`${eventStyles.when} ${eventStyles.muted}`}>
      {match.isFinished ? (
        labels.finished
      ) : (
        <LocalTime
          value={match.startTime}
          locale={locale}
          serverZone={serverZone}
          format={format}
        />
      )}
    </span>
  );
}
