'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { bonusDetailQueryOptions, type BonusListKind } from '@/api/promotions';
import { firstBonusesQueryOptions } from '@/api/promotions-first';
import type { BonusOffer } from '@/api/promotions-types';
import { currenciesQueryOptions } from '@/api/wallet';
import { localizeHref } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { useAuthStatus } from '@/session/session';
import buttonStyles from '@/ui/button.module.css';
import { LoadError } from '@/ui/load-error';
import { BonusCard } from './bonus-card';
import { Leaderboard } from './bonus-detail-parts';
import { CardSkeletons } from './kind-section';
import type { PromotionLabels } from './labels';
import { bonusParam } from './opened-bonus';
import layout from '@/ui/page-layout.module.css';

/** The kinds a "bonuses" block lists, in the /promotions page's order; freebets are a player's own. */
const BONUS_KINDS: readonly BonusListKind[] = [
  'freebets',
  'comboboosts',
  'huntings',
  'tournaments',
  'lootboxes',
];
const PUBLIC_BONUS_KINDS = BONUS_KINDS.filter((kind) => kind !== 'freebets');
const TOURNAMENTS: readonly BonusListKind[] = ['tournaments'];

/** How many leaders a tournament card shows. */
const LEADERS = 3;

/**
 * Spec §2 content blocks "tournaments" (the promotion tournaments with their pool and
 * leaderboard top) and "bonuses": at most `limit` cards, each linking to its detail on
 * /promotions (`?bonus=<kind>:<id>` opens the detail modal there).
 */
export function PromotionCards({
  kind,
  limit,
  title,
  labels,
  locale,
}: {
  kind: 'tournaments' | 'bonuses';
  limit: number;
  title: string;
  labels: PromotionLabels;
  locale: AppLocale;
}) {
  const status = useAuthStatus();
  const signedIn = status === 'loggedIn';
  const known = signedIn || status === 'notLoggedIn';
  const kinds = kind === 'tournaments' ? TOURNAMENTS : signedIn ? BONUS_KINDS : PUBLIC_BONUS_KINDS;
  const list = useQuery({
    ...firstBonusesQueryOptions(kinds, limit, locale, signedIn),
    enabled: known,
  });
  const currencies = useQuery(currenciesQueryOptions(locale)).data;
  // a "bonuses" block with nothing to offer leaves no empty section on the page
  if (kind === 'bonuses' && list.data?.length === 0) return null;
  return (
    <section className={layout.section} aria-label={title} data-testid={`promotion-${kind}`}>
      <h2 className={layout.sectionTitle}>{title}</h2>
      {!known || list.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden">{labels.loading}</span>
          <CardSkeletons />
        </div>
      ) : list.isError ? (
        <LoadError
          message={labels.error}
          retryLabel={labels.retry}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <p className={layout.empty}>{labels.empty.tournaments}</p>
      ) : (
        <ul className={layout.cards}>
          {list.data.map((bonus) => (
            <BonusCard
              key={`${bonus.kind}:${bonus.id}`}
              bonus={bonus}
              labels={labels}
              currencies={currencies}
              locale={locale}
              action={
                <Link
                  href={localizeHref(`/promotions${bonusParam(bonus.kind, bonus.id)}`, locale)}
                  prefetch={false}
                  className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                  aria-label={`${labels.details}: ${bonus.name}`}
                >
                  {labels.details}
                </Link>
              }
            >
              {bonus.kind === 'tournaments' ? (
                <LeaderboardTop
                  bonus={bonus}
                  labels={labels}
                  currencies={currencies}
                  locale={locale}
                  signedIn={signedIn}
                />
              ) : null}
            </BonusCard>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A tournament's first places (GET /bonuses/tournaments/{id} carries its leaderboard). */
function LeaderboardTop({
  bonus,
  labels,
  currencies,
  locale,
  signedIn,
}: {
  bonus: BonusOffer;
  labels: PromotionLabels;
  currencies: Parameters<typeof Leaderboard>[0]['currencies'];
  locale: string;
  signedIn: boolean;
}) {
  const detail = useQuery(bonusDetailQueryOptions(bonus.kind, bonus.id, locale, signedIn));
  const rows = detail.data?.leaderboard;
  if (!rows) return null;
  return (
    <Leaderboard
      rows={rows.slice(0, LEADERS)}
      labels={labels}
      currencies={currencies}
      locale={locale}
    />
  );
}
