'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getCustomMarkets, getCustomOdds } from '@/api/custom-bet';
import { ApiError } from '@/api/errors';
import { Modal } from '@/ui/modal';
import {
  customSelections,
  isPicked,
  oddsRequestSelections,
  togglePick,
  type CustomBetMatch,
  type CustomBetRequest,
  type CustomPick,
} from '../custom-bet';
import styles from './custom-bet.module.css';
import { useCustomBetSlip } from './custom-bet-slip';
import { t, type CustomBetMessages } from './custom-bet-text';

/** The bet builder's modal (spec §2 custom-bet modal), loaded when the builder first opens. */
export default function CustomBetModal({
  match,
  messages: m,
  minPicks,
  start,
  onClose,
}: {
  match: CustomBetMatch;
  messages: CustomBetMessages;
  minPicks: number;
  /** The outcome clicked to open the builder, picked once the markets are known. */
  start: CustomBetRequest | null;
  onClose: () => void;
}) {
  const slip = useCustomBetSlip();
  const [chosen, setPicks] = useState<CustomPick[] | null>(null);
  const markets = useQuery({
    queryKey: ['sportsbook', 'custom-markets', match.id],
    queryFn: ({ signal }) => getCustomMarkets(match.id, signal),
  });
  // until the bettor picks, the clicked outcome is the first pick (when the builder offers it)
  const startMarket = start
    ? markets.data?.find((x) => x.marketId === start.marketId && x.specifier === start.specifier)
    : undefined;
  const startPick =
    start && startMarket?.outcomes.some((o) => o.outcomeId === start.outcomeId)
      ? [
          {
            marketId: start.marketId,
            specifier: start.specifier,
            outcomeId: start.outcomeId,
            group: startMarket.group,
          },
        ]
      : [];
  const picks = chosen ?? startPick;
  const priced = picks.length >= minPicks;
  const price = useQuery({
    queryKey: ['sportsbook', 'custom-odds', match.id, oddsRequestSelections(picks)],
    queryFn: () => getCustomOdds(match.id, oddsRequestSelections(picks)),
    enabled: priced,
    retry: false,
  });
  const conflict = price.error instanceof ApiError && price.error.code === 'custom_bet_conflict';
  const add = () => {
    if (price.data === undefined || !markets.data) return;
    slip.add(customSelections(match, markets.data, picks), price.data);
    onClose();
  };

  return (
    <Modal title={t(m, 'title')} closeLabel={t(m, 'close')} onClose={onClose}>
      <div className={styles.body} data-testid="custom-bet-modal">
        <p className={styles.hint}>{t(m, 'hint')}</p>
        {markets.isPending ? <p>{t(m, 'loading')}</p> : null}
        {markets.isError ? (
          <p role="alert">
            {t(m, 'loadFailed')}{' '}
            <button type="button" className={styles.link} onClick={() => void markets.refetch()}>
              {t(m, 'retry')}
            </button>
          </p>
        ) : null}
        {markets.data?.length === 0 ? <p>{t(m, 'none')}</p> : null}
        {markets.data?.map((market) => (
          <fieldset
            key={`${market.marketId}/${market.specifier}`}
            className={styles.market}
            data-group={market.group}
          >
            <legend className={styles.legend}>{market.name}</legend>
            <div className={styles.outcomes}>
              {market.outcomes.map((outcome) => {
                const pick = {
                  marketId: market.marketId,
                  specifier: market.specifier,
                  outcomeId: outcome.outcomeId,
                  group: market.group,
                };
                return (
                  <button
                    key={outcome.outcomeId}
                    type="button"
                    className={styles.outcome}
                    aria-pressed={isPicked(picks, pick)}
                    onClick={() => setPicks(togglePick(picks, pick))}
                  >
                    <span>{outcome.name}</span>
                    <span className={styles.odds}>{outcome.odds.toFixed(2)}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}
        <div className={styles.footer} aria-live="polite">
          <p data-testid="custom-bet-price">
            {!priced
              ? minPicks === 1
                ? t(m, 'pickOne')
                : t(m, 'pickMore', { count: minPicks })
              : conflict
                ? t(m, 'conflict')
                : price.isError
                  ? t(m, 'priceFailed')
                  : price.data === undefined
                    ? t(m, 'pricing')
                    : t(m, 'price', { odds: price.data.toFixed(2), count: picks.length })}
          </p>
          <button
            type="button"
            className={styles.add}
            disabled={!priced || price.data === undefined || price.isFetching}
            onClick={add}
          >
            {t(m, 'add')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
