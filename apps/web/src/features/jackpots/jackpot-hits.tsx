'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  jackpotKeys,
  markJackpotHitsSeen,
  ownJackpotHitsQueryOptions,
  type JackpotHit,
} from '@/api/promotions-jackpots';
import { currenciesQueryOptions } from '@/api/wallet';
import { fill } from '@/i18n/fill';
import buttonStyles from '@/ui/button.module.css';
import { Modal } from '@/ui/modal';
import { JACKPOT_HIT_REACTION_DELAY_MS, nextHit } from './hit-rules';
import { jackpotMoney } from './jackpot-money';
import type { JackpotZoneLabels } from './labels';
import styles from './zone.module.css';

/**
 * The signed-in player's jackpot wins (GET /jackpot-hits?for_user=true&unseen=true, every 60 s):
 * each shows in the spec §2 jackpot-hit modal, one by one after the reaction delay (spec §4), and
 * is marked seen when closed.
 */
export function JackpotHits({ labels, locale }: { labels: JackpotZoneLabels; locale: string }) {
  const client = useQueryClient();
  const hits = useQuery(ownJackpotHitsQueryOptions(locale));
  const currencies = useQuery(currenciesQueryOptions(locale)).data;
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const [current, setCurrent] = useState<JackpotHit | null>(null);
  const next = current ? null : nextHit(hits.data, shown);

  // a refetch keeps the hit's object (structural sharing): its timer runs on
  useEffect(() => {
    if (!next) return;
    const timer = window.setTimeout(() => setCurrent(next), JACKPOT_HIT_REACTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [next]);

  if (!current) return null;
  const close = () => {
    setShown((before) => new Set(before).add(current.id));
    setCurrent(null);
    markJackpotHitsSeen([current.id]).then(
      () => void client.invalidateQueries({ queryKey: jackpotKeys.ownHits }),
      // not marked: it shows again next session, never twice in this one
      () => undefined,
    );
  };
  const amount = jackpotMoney(current.amount, current.currency, null, currencies, locale);
  return (
    <Modal title={labels.hitModal.title} closeLabel={labels.hitModal.close} onClose={close}>
      <div className={styles.hitBody} data-testid="jackpot-hit">
        <p className={styles.hitAmount}>{amount}</p>
        <p dir="auto">{fill(labels.hitModal.text, { amount, name: current.name })}</p>
        <p className={styles.muted} dir="auto">
          {fill(labels.hitModal.level, { level: current.levelName })}
        </p>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          onClick={close}
        >
          {labels.hitModal.ok}
        </button>
      </div>
    </Modal>
  );
}
