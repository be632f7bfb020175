import Link from 'next/link';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { loadSports } from './load-sports';
import { SportIcon } from './sport-icon';
import { SPORT_LINK_PREFETCH, sportHref } from './sport-link';
import styles from './top-sports-menu.module.css';

/** How many top sports the header's main menu shows; the sidebar lists them all. */
const TOP_SPORTS = 6;

/** Header main menu: shortcuts to the top sports by priority. Renders nothing when the list failed. */
export async function TopSportsMenu({ locale }: { locale: AppLocale }) {
  const result = await loadSports(locale);
  if (!result.ok) return null;
  return (
    <ul className={styles.list}>
      {result.sports.slice(0, TOP_SPORTS).map((sport) => (
        <li key={sport.id}>
          <Link
            href={localizePath(sportHref(sport.key), locale)}
            className={styles.item}
            prefetch={SPORT_LINK_PREFETCH}
          >
            <SportIcon sport={sport} size={18} />
            {sport.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
