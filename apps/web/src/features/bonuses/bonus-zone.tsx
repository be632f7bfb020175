'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { availableBonusesQueryOptions } from '@/api/promotions';
import { GiftIcon } from '@/ui/icons';
import type { BonusZoneLabels } from './labels';
import { BonusAlerts } from './bonus-alerts';
import styles from './zones.module.css';

/** The badge shows at most this; more reads "99+". */
const BADGE_MAX = 99;

/**
 * Spec §2 header zone "bonus" for a signed-in player: the count of bonuses available now,
 * linking to /promotions; the bonus alerts live with it (they close with it on sign-out).
 */
export function BonusZone({
  labels,
  locale,
  promotionsHref,
}: {
  labels: BonusZoneLabels;
  locale: string;
  promotionsHref: string;
}) {
  const available = useQuery(availableBonusesQueryOptions(locale));
  const count = available.data?.length ?? 0;
  return (
    <>
      <Link href={promotionsHref} className={styles.zone} prefetch={false} data-testid="bonus-zone">
        <GiftIcon width={22} height={22} />
        <span className="visually-hidden">{labels.header.label}</span>
        {count > 0 && (
          <span className={styles.badge} data-testid="bonus-count">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
            <span className="visually-hidden"> {labels.header.available}</span>
          </span>
        )}
      </Link>
      <BonusAlerts labels={labels} promotionsHref={promotionsHref} />
    </>
  );
}
