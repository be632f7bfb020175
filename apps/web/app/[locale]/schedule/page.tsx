import { dayPage, dayPageMetadata } from '@/composition/day-page';

export const dynamic = 'force-dynamic';

export const generateMetadata = dayPageMetadata('schedule');

/** `/schedule` (spec §2): one day at a time, picked with `?day=YYYY-MM-DD`. */
export default dayPage('schedule');
