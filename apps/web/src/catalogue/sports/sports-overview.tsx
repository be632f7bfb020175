import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import buttonStyles from '@/ui/button.module.css';
import { AlertIcon, ChevronIcon } from '@/ui/icons';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { loadSports } from './load-sports';
import styles from './sports-overview.module.css';
import { SportIcon } from './sport-icon';
import { SPORT_LINK_PREFETCH, sportHref } from './sport-link';

/** Home content: every sport as a card, top sports first, with its event count. */
export async function SportsOverview({ locale }: { locale: AppLocale }) {
  const [result, t] = await Promise.all([
    loadSports(locale),
    getTranslations({ locale, namespace: 'sports' }),
  ]);

  return (
    <section className={styles.section} aria-labelledby="sports-title">
      <header className={styles.head}>
        <h1 id="sports-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>

      {!result.ok ? (
        <div className={styles.problem} role="alert">
          <AlertIcon className={styles.problemIcon} width={28} height={28} />
          <div className={styles.problemText}>
            <h2 className={styles.problemTitle}>{t('unavailable.title')}</h2>
            <p>{t('unavailable.description')}</p>
          </div>
          <Link
            href={localizePath('/', locale)}
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          >
            {t('unavailable.retry')}
          </Link>
        </div>
      ) : result.sports.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {result.sports.map((sport) => (
            <li key={sport.id}>
              <Link
                href={localizePath(sportHref(sport.key), locale)}
                className={styles.card}
                prefetch={SPORT_LINK_PREFETCH}
              >
                <span className={styles.icon}>
                  <SportIcon sport={sport} size={24} />
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{sport.name}</span>
                  <span className={styles.meta}>
                    {t('events', { count: sport.gamesCount })}
                    {sport.type === 'cyber' ? (
                      <span className={styles.tag}>{t('esports')}</span>
                    ) : null}
                  </span>
                </span>
                <ChevronIcon className={`${styles.chevron} flip-in-rtl`} width={18} height={18} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
