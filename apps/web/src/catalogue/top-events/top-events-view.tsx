'use client';

import { useMemo } from 'react';
import { useSeedLiveEvents } from '@/realtime/realtime-provider';
import { EventBanner } from './event-banner';
import { TopEventCard } from './top-event-card';
import type { TopEventContext, TopEventItem } from './top-event-item';
import styles from './top-events.module.css';

/** The first top event as the banner, the others as a sideways row of cards. */
export function TopEventsView({
  items,
  context,
}: {
  items: TopEventItem[];
  context: TopEventContext;
}) {
  // a newer server list refreshes the live entries the banner and cards read
  useSeedLiveEvents(useMemo(() => items.map((i) => i.match), [items]));

  const [first, ...rest] = items;
  if (!first) return null;
  return (
    <>
      <EventBanner item={first} context={context} />
      {rest.length > 0 ? (
        <ul className={styles.strip}>
          {rest.map((item) => (
            <TopEventCard key={item.match.id} item={item} context={context} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
