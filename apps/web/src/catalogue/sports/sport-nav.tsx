import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getCounters, type Counters } from '@/api/catalogue/counters';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { FlagIcon, GiftIcon, LotteryIcon, StarIcon } from '@/ui/icons';
import { loadSports } from './load-sports';
import styles from './sport-nav.module.css';
import { SportIcon } from './sport-icon';
import { SPORT_LINK_PREFETCH, sportHref } from './sport-link';

/** A product next to the sports (spec §1 horse racing, lotteries), when the site has it on. */
export interface ProductLink {
  provider: 'racing' | 'lottery';
  path: string;
  label: string;
}

/** Sidebar and side-menu sport list: every sport, top sports first, with its event count. */
export async function SportNav({
  locale,
  products = [],
}: {
  locale: AppLocale;
  products?: readonly ProductLink[];
}) {
  const [result, t, tc, tf, tp, live] = await Promise.all([
    loadSports(locale),
    getTranslations({ locale, namespace: 'sports' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'favorites' }),
    getTranslations({ locale, namespace: 'promotions' }),
    // live counts per sport (spec §7 POST /counters); the list still shows without them
    getCounters({ locale, matchStatus: [1, 2] }).catch((): Counters | null => null),
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
          <li>
            <Link
              href={localizePath('/live', locale)}
              className={styles.item}
              title={tc('livePage.title')}
            >
              <span className={styles.icon}>
                <span className={styles.liveDot} aria-hidden="true" />
              </span>
              <span className={styles.name}>{tc('livePage.title')}</span>
              {live ? <span className={styles.liveCount}>{live.live}</span> : null}
            </Link>
          </li>
          <li>
            <Link
              href={localizePath('/favorites', locale)}
              className={styles.item}
              title={tf('title')}
              prefetch={false}
            >
              <span className={styles.icon}>
                <StarIcon width={18} height={18} />
              </span>
              <span className={styles.name}>{tf('title')}</span>
            </Link>
          </li>
          <li>
            <Link
              href={localizePath('/promotions', locale)}
              className={styles.item}
              title={tp('nav')}
              prefetch={false}
            >
              <span className={styles.icon}>
                <GiftIcon width={18} height={18} />
              </span>
              <span className={styles.name}>{tp('nav')}</span>
            </Link>
          </li>
          {products.map((product) => (
            <li key={product.provider}>
              <Link
                href={localizePath(product.path, locale)}
                className={styles.item}
                title={product.label}
                prefetch={false}
              >
                <span className={styles.icon}>
                  {product.provider === 'racing' ? (
                    <FlagIcon width={18} height={18} />
                  ) : (
                    <LotteryIcon width={18} height={18} />
                  )}
                </span>
                <span className={styles.name}>{product.label}</span>
              </Link>
            </li>
          ))}
          {result.sports.map((sport) => (
            <li key={sport.id}>
              <Link
                href={localizePath(sportHref(sport.key), locale)}
                className={styles.item}
                prefetch={SPORT_LINK_PREFETCH}
                title={sport.name}
              >
                <span className={styles.icon}>
                  <SportIcon sport={sport} />
                </span>
                <span className={styles.name}>{sport.name}</span>
                {live?.sports.get(sport.id) ? (
                  <span className={styles.liveCount} title={tc('live')}>
                    <span className="visually-hidden">{tc('live')} </span>
                    {live.sports.get(sport.id)}
                  </span>
                ) : null}
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
