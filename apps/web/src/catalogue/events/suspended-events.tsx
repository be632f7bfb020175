import { Suspense, type ComponentProps } from 'react';
import { EventsSection } from './events-section';
import { SectionSkeleton } from './events-skeleton';

/**
 * An events section that streams in behind its skeleton. Pages resolve what they are (or 404)
 * before anything streams, so a missing page still answers with status 404.
 */
export function SuspendedEvents(props: ComponentProps<typeof EventsSection>) {
  return (
    <Suspense fallback={<SectionSkeleton title={props.title} titled={props.headingLevel !== 0} />}>
      <EventsSection {...props} />
    </Suspense>
  );
}
