'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Currency } from '@sportsbook/betting/money/currency';
import {
  activateBonus,
  bonusDetailQueryOptions,
  bonusKeys,
  markBonusesSeen,
  tournamentPoolQueryOptions,
  type BonusListKind,
} from '@/api/promotions';
import { openAccountModal } from '@/session/account-modal-store';
import buttonStyles from '@/ui/button.module.css';
import { LoadError } from '@/ui/load-error';
import { Modal } from '@/ui/modal';
import { Skeleton } from '@/ui/skeleton';
import { bonusFacts } from './bonus-facts';
import { BoostForm, Leaderboard, Terms } from './bonus-detail-parts';
import type { PromotionLabels } from './labels';
import { statusOf, validToText } from './promo-text';
import { kindsToRefresh } from './refresh-rules';
import { MARK_SEEN_AFTER_MS, toMarkSeen } from './seen-rules';
import styles from './promotions.module.css';

/**
 * Spec §2 modal "bonus detail": the bonus with its terms, activate, a lootbox's boost and, for a
 * hunting or tournament, the leaderboard (a tournament's pool live by tournament_pool_changed).
 * Spec §4, §9: an unseen bonus is marked seen once it has been open for 1 s.
 */
export function BonusDetailModal({
  kind,
  id,
  title,
  labels,
  currencies,
  locale,
  signedIn,
  onClose,
}: {
  kind: BonusListKind;
  id: string;
  /** The name while the details load. */
  title: string;
  labels: PromotionLabels;
  currencies: readonly Currency[] | undefined;
  locale: string;
  /** A visitor reads a public campaign; activating or boosting asks to sign in. */
  signedIn: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const detail = useQuery(bonusDetailQueryOptions(kind, id, locale, signedIn));
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const bonus = detail.data?.bonus;
  // the push names the tournament by its campaign; a player's bonus id is the issued one
  const pool = useQuery(
    tournamentPoolQueryOptions(bonus?.kind === 'tournaments' ? bonus.campaignId : id),
  );

  // the bonus opened, if unseen; the timer restarts only when that changes
  const [unseen] = toMarkSeen(bonus ? [bonus] : []);
  const unseenId = unseen?.id;
  const unseenType = unseen?.type;
  useEffect(() => {
    if (!unseenId || !unseenType) return;
    const timer = window.setTimeout(() => {
      markBonusesSeen([{ id: unseenId, type: unseenType }]).then(
        () => void client.invalidateQueries({ queryKey: bonusKeys.all }),
        // not marked: it stays unseen and is marked the next time it is opened
        () => undefined,
      );
    }, MARK_SEEN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [unseenId, unseenType, client]);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [...bonusKeys.all, 'list'] }),
      client.invalidateQueries({ queryKey: bonusKeys.detail(kind, id) }),
      ...kindsToRefresh(kind).map((k) => client.invalidateQueries({ queryKey: bonusKeys.kind(k) })),
    ]);
  const activate = useMutation({
    mutationFn: () => activateBonus(id, locale),
    onSuccess: () => {
      setNotice({ text: labels.detail.activated, failed: false });
      void refresh();
    },
    onError: () => setNotice({ text: labels.detail.activateFailed, failed: true }),
  });

  const livePool = pool.data?.poolAmount ?? null;
  return (
    <Modal title={bonus?.name ?? title} closeLabel={labels.detail.close} onClose={onClose}>
      <div className={styles.detail} data-testid="bonus-detail">
        {detail.isPending ? (
          <div className={styles.detailLoading} aria-busy="true">
            <span className="visually-hidden">{labels.detail.loading}</span>
            <Skeleton inlineSize="40%" />
            <Skeleton inlineSize="90%" />
            <Skeleton inlineSize="70%" />
          </div>
        ) : detail.isError || !bonus ? (
          <LoadError
            message={labels.detail.error}
            retryLabel={labels.retry}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <>
            <p className={styles.detailMeta}>
              <span className={styles.status} data-status={statusOf(bonus)}>
                {labels.status[statusOf(bonus)]}
              </span>
              <span className={styles.muted}>{validToText(bonus, labels, locale)}</span>
            </p>
            <dl className={styles.factList}>
              {bonusFacts(bonus, labels, currencies, locale, livePool).map((fact) => (
                <div key={`${fact.label ?? ''}${fact.value}`} className={styles.factRow}>
                  {fact.label ? <dt>{fact.label}</dt> : null}
                  <dd
                    data-testid={fact.label === labels.farming.pool ? 'tournament-pool' : undefined}
                  >
                    {fact.value}
                  </dd>
                </div>
              ))}
            </dl>
            {!signedIn ? (
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.primary}`}
                onClick={() => {
                  onClose();
                  openAccountModal('signIn');
                }}
              >
                {labels.signIn.button}
              </button>
            ) : statusOf(bonus) === 'available' ? (
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.primary}`}
                onClick={() => activate.mutate()}
                disabled={activate.isPending || activate.isSuccess}
                data-testid="bonus-activate"
              >
                {labels.detail.activate}
              </button>
            ) : null}
            {notice && (
              <p
                className={notice.failed ? styles.error : styles.success}
                role={notice.failed ? 'alert' : 'status'}
              >
                {notice.text}
              </p>
            )}
            {signedIn && bonus.kind === 'lootboxes' && (
              <BoostForm lootbox={bonus} labels={labels} currencies={currencies} locale={locale} />
            )}
            {detail.data.leaderboard && (
              <Leaderboard
                rows={detail.data.leaderboard}
                labels={labels}
                currencies={currencies}
                locale={locale}
              />
            )}
            <Terms kind={kind} id={id} labels={labels} locale={locale} />
          </>
        )}
      </div>
    </Modal>
  );
}
