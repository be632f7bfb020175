import { dayPage, dayPageMetadata } from '@/composition/day-page';

export const dynamic = 'force-dynamic';

export const generateMetadata = dayPageMetadata('results');

/** `/results` (spec §2): finished matches of the last days, one day at a time (`?day=`). */
export default dayPage('results');
