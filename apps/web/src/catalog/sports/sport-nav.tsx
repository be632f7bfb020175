import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { loadSports } from './load-sports';
import styles from './sport-nav.module.css';
import { SportIcon } from './sport-icon';
import { SPORT_LINK_PREFETCH, sportHref } from './sport-link';

/** Sidebar and side-menu sport list: every sport, top sports first, with its event count. */
export async function SportNav({ locale }: { locale: AppLocale }) {
  const [result, t] = await Promise.all([
    loadSports(locale),
    getTranslations({ locale, namespace: 'sports' }),
  ]);

  return (
    <nav className={styles.nav} aria-label={t('title')}>
      <h2 className={styles.title}>{t('title')}</h2>
      {!result.ok ? (
        <p className={styles.message} role="status">
          {t('unavailable.title')}
        </p>
      ) : result.sports.length === 0 ? (
        <p className={styles.message}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {result.sports.map((sport) => (
            <li key={sport.id}>
              <Link
                href={localizePath(sportHref(sport.key), locale)}
                className={styles.item}
                prefetch={SPORT_LINK_PREFETCH}
              >
                <span className={styles.icon}>
                  <SportIcon sport={sport} />
                </span>
                <span className={styles.name}>{sport.name}</span>
                <span className={styles.count} aria-hidden="true">
                  {sport.gamesCount}
                </span>
                <span className="visually-hidden">{t('events', { count: sport.gamesCount })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
