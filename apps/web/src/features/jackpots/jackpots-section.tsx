'use client';

import { useQuery } from '@tanstack/react-query';
import { isReportedJackpotError, jackpotsQueryOptions } from '@/api/promotions-jackpots';
import { currenciesQueryOptions } from '@/api/wallet';
import { pickById } from '@/lib/pick-by-id';
import { useSystem } from '@/session/use-system';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { JACKPOTS_ANCHOR } from './anchor';
import { JackpotBanner } from './jackpot-banner';
import type { JackpotLabels } from './labels';
import styles from './jackpots.module.css';
import layout from '@/ui/page-layout.module.css';

/**
 * The jackpots of /promotions (spec §7 GET /jackpots), each with its live banner. None running
 * (or the jackpots switched off: an empty list or a 404) leaves no section; a fetch answered
 * 400, 404 or 500 is not reported (spec §8), other failures are. A content block's `jackpotId`
 * shows that jackpot only (spec §2 jackpot banner), and nothing once it is gone.
 */
export function JackpotsSection({
  labels,
  locale,
  jackpotId = null,
}: {
  labels: JackpotLabels;
  locale: string;
  jackpotId?: string | null;
}) {
  // spec §6 jackpots flag: without jackpots the section is not even asked for
  const enabled = useSystem(locale)?.features.jackpots === true;
  const list = useQuery({ ...jackpotsQueryOptions(locale), enabled });
  const currencies = useQuery(currenciesQueryOptions(locale)).data;
  if (!enabled) return null;
  if (list.isError && !isReportedJackpotError(list.error)) return null;
  const shown = list.data && pickById(list.data, jackpotId);
  if (shown && shown.length === 0) return null;
  return (
    <section id={JACKPOTS_ANCHOR} className={layout.section} aria-labelledby="jackpots-title">
      <h2 id="jackpots-title" className={layout.sectionTitle}>
        {labels.title}
      </h2>
      {list.isPending ? (
        <div aria-busy="true" className={styles.banner}>
          <span className="visually-hidden">{labels.loading}</span>
          <Skeleton inlineSize="40%" blockSize="1.25rem" />
          <Skeleton inlineSize="60%" blockSize="2.5rem" />
          <Skeleton inlineSize="100%" blockSize="4rem" />
        </div>
      ) : list.isError ? (
        <LoadError
          message={labels.error}
          retryLabel={labels.retry}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <div className={styles.banners}>
          {shown?.map((jackpot) => (
            <JackpotBanner
              key={jackpot.id}
              jackpot={jackpot}
              labels={labels}
              currencies={currencies}
              locale={locale}
            />
          ))}
        </div>
      )}
    </section>
  );
}
