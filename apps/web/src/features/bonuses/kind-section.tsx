'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import type { Currency } from '@sportsbook/betting/money/currency';
import { ApiError } from '@/api/errors';
import { bonusKindQueryOptions, type BonusListKind } from '@/api/promotions';
import type { BonusOffer } from '@/api/promotions-types';
import buttonStyles from '@/ui/button.module.css';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { BonusCard } from './bonus-card';
import type { PromotionLabels } from './labels';
import styles from './promotions.module.css';
import layout from '@/ui/page-layout.module.css';

/** One kind's list (spec §7 GET /bonuses/{kind}, paged): loading, failure, empty or cards. */
export function KindSection({
  kind,
  labels,
  currencies,
  locale,
  signedIn,
  onOpen,
}: {
  kind: BonusListKind;
  labels: PromotionLabels;
  currencies: readonly Currency[] | undefined;
  locale: string;
  signedIn: boolean;
  onOpen: (bonus: BonusOffer) => void;
}) {
  const list = useInfiniteQuery(bonusKindQueryOptions(kind, locale, signedIn));
  // a kind the server keeps to players (401 for a visitor) is left out; the page asks to sign in
  if (list.error instanceof ApiError && list.error.status === 401) return null;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = `promotions-${kind}`;
  return (
    <section className={layout.section} aria-labelledby={headingId} data-testid={`kind-${kind}`}>
      <h2 id={headingId} className={layout.sectionTitle}>
        {labels.kinds[kind]}
      </h2>
      {list.isPending ? (
        <CardSkeletons />
      ) : list.isError ? (
        <LoadError
          message={labels.error}
          retryLabel={labels.retry}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <p className={layout.empty}>{labels.empty[kind]}</p>
      ) : (
        <ul className={layout.cards}>
          {items.map((bonus) => (
            <BonusCard
              key={bonus.id}
              bonus={bonus}
              labels={labels}
              currencies={currencies}
              locale={locale}
              action={
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                  onClick={() => onOpen(bonus)}
                  aria-label={`${labels.details}: ${bonus.name}`}
                >
                  {labels.details}
                </button>
              }
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.more}`}
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {labels.showMore}
        </button>
      )}
    </section>
  );
}

/** Two cards' worth of placeholder, the size of real cards. */
export function CardSkeletons() {
  return (
    <ul className={layout.cards} aria-hidden="true">
      {[0, 1].map((i) => (
        <li key={i} className={styles.card}>
          <Skeleton inlineSize="60%" blockSize="1.25rem" />
          <Skeleton inlineSize="80%" />
          <Skeleton inlineSize="50%" />
          <Skeleton inlineSize="8rem" blockSize="2.5rem" radius="md" />
        </li>
      ))}
    </ul>
  );
}
