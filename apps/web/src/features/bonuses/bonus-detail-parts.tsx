'use client';

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Currency } from '@sportsbook/betting/money/currency';
import {
  bonusKeys,
  bonusKindQueryOptions,
  bonusTermsQueryOptions,
  boostFreebet,
  type BonusListKind,
} from '@/api/promotions';
import type { FarmingOffer, LeaderboardRow } from '@/api/promotions-types';
import { fill } from '@/i18n/fill';
import buttonStyles from '@/ui/button.module.css';
import { Skeleton } from '@/ui/skeleton';
import type { PromotionLabels } from './labels';
import { promoMoney } from './promo-text';
import styles from './promotions.module.css';

/** Spec §3 leaderboard: position, masked email, farmed amount, freebets; the player's row marked. */
export function Leaderboard({
  rows,
  labels,
  currencies,
  locale,
}: {
  rows: readonly LeaderboardRow[];
  labels: PromotionLabels;
  currencies: readonly Currency[] | undefined;
  locale: string;
}) {
  const l = labels.detail;
  return (
    <section className={styles.block} aria-label={l.leaderboard}>
      <h3 className={styles.blockTitle}>{l.leaderboard}</h3>
      {rows.length === 0 ? (
        <p className={styles.muted}>{l.noLeaderboard}</p>
      ) : (
        <table className={styles.table} data-testid="leaderboard">
          <thead>
            <tr>
              <th scope="col">{l.position}</th>
              <th scope="col">{l.player}</th>
              <th scope="col" className={styles.num}>
                {l.farmed}
              </th>
              <th scope="col" className={styles.num}>
                {l.freebets}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={`${row.position}-${row.email}`}
                className={row.isCurrentUser ? styles.own : undefined}
                aria-current={row.isCurrentUser ? 'true' : undefined}
                data-testid="leaderboard-row"
              >
                <td>{row.position}</td>
                <td>
                  {/* masked addresses read left to right in every locale */}
                  <bdi dir="ltr">{row.email}</bdi>
                  {row.isCurrentUser ? <span className={styles.you}> ({l.you})</span> : null}
                </td>
                <td className={styles.num}>
                  {promoMoney(row.farmedAmount, row.currency, currencies, locale)}
                </td>
                <td className={styles.num}>{row.farmedFreebetsCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A lootbox boosts one of the player's freebets it names (POST /bonuses/{id}/boost); players only. */
export function BoostForm({
  lootbox,
  labels,
  currencies,
  locale,
}: {
  lootbox: FarmingOffer;
  labels: PromotionLabels;
  currencies: readonly Currency[] | undefined;
  locale: string;
}) {
  const l = labels.detail;
  const id = useId();
  const client = useQueryClient();
  const freebets = useInfiniteQuery(bonusKindQueryOptions('freebets', locale, true));
  const candidates = (freebets.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (bonus) => bonus.kind === 'freebets' && lootbox.freebetsToBoost.includes(bonus.id),
  );
  const [chosen, setChosen] = useState('');
  const boost = useMutation({
    mutationFn: (freebetId: string) => boostFreebet(lootbox.id, freebetId, locale),
    onSuccess: () => void client.invalidateQueries({ queryKey: bonusKeys.all }),
  });
  const selected = chosen || candidates[0]?.id || '';
  // the server opens a lootbox at its target points (potentialPoints): before that, say how far
  const pointsLeft = lootbox.farming.potentialPoints - lootbox.farming.points;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected) boost.mutate(selected);
  };
  return (
    <section className={styles.block} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.blockTitle}>
        {l.boost}
      </h3>
      {pointsLeft > 0 ? (
        <p className={styles.muted} data-testid="lootbox-locked">
          {fill(l.boostLocked, { points: String(pointsLeft) })}
        </p>
      ) : freebets.isPending ? (
        <Skeleton inlineSize="100%" blockSize="2.5rem" radius="md" />
      ) : candidates.length === 0 ? (
        <p className={styles.muted}>{l.noFreebets}</p>
      ) : (
        <form className={styles.inline} onSubmit={submit}>
          <label htmlFor={id} className={styles.fieldLabel}>
            {l.boostChoose}
          </label>
          <select
            id={id}
            className={styles.select}
            value={selected}
            onChange={(event) => setChosen(event.target.value)}
          >
            {candidates.map((freebet) => (
              <option key={freebet.id} value={freebet.id}>
                {freebet.name}
                {freebet.kind === 'freebets'
                  ? ` · ${promoMoney(freebet.amount, freebet.currency, currencies, locale)}`
                  : ''}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            disabled={boost.isPending}
            data-testid="bonus-boost"
          >
            {l.boostButton}
          </button>
        </form>
      )}
      {boost.isSuccess && (
        <p className={styles.success} role="status">
          {l.boosted}
        </p>
      )}
      {boost.isError && (
        <p className={styles.error} role="alert">
          {l.boostFailed}
        </p>
      )}
    </section>
  );
}

/** GET /bonuses/{kind}/{id}/terms: the terms as paragraphs in the page's language. */
export function Terms({
  kind,
  id,
  labels,
  locale,
}: {
  kind: BonusListKind;
  id: string;
  labels: PromotionLabels;
  locale: string;
}) {
  const terms = useQuery(bonusTermsQueryOptions(kind, id, locale));
  return (
    <section className={styles.block} aria-label={labels.detail.terms}>
      <h3 className={styles.blockTitle}>{labels.detail.terms}</h3>
      {terms.isPending ? (
        <>
          <Skeleton inlineSize="100%" />
          <Skeleton inlineSize="85%" />
        </>
      ) : terms.isError ? (
        <p className={styles.muted}>{labels.detail.termsError}</p>
      ) : (
        <div className={styles.terms} data-testid="bonus-terms">
          {terms.data.map((paragraph, index) => (
            <p key={index} dir="auto">
              {paragraph}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
