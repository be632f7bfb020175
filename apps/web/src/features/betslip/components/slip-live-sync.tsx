'use client';

import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Market } from '@sportsbook/betting/catalog/types';
import { applyOddsUpdate } from '@sportsbook/betting/ticket/odds-update';
import { markOddsChanged } from '@sportsbook/betting/ticket/state';
import type { OddsAcceptMode } from '@sportsbook/betting/ticket/types';
import { LIVE_ENTRY_OPTIONS, liveMarketsKey } from '@/realtime/live-cache';
import { useMatchChannel } from '@/realtime/realtime-provider';
import { ticketStore } from '../ticket-store';
import { useProviderStatuses } from '../use-provider-statuses';
import { useTicket } from '../use-ticket';

/** Keeps one slip match's channel open and applies its market updates to the slip (spec §4 odds update). */
function MatchOdds({ matchId, acceptMode }: { matchId: number; acceptMode: OddsAcceptMode }) {
  useMatchChannel(matchId);
  const { data } = useQuery<Market[]>({
    queryKey: liveMarketsKey(matchId),
    queryFn: skipToken,
    ...LIVE_ENTRY_OPTIONS,
  });
  useEffect(() => {
    if (data) ticketStore.setTicket((t) => applyOddsUpdate(t, data, acceptMode));
  }, [data, acceptMode]);
  return null;
}

/** Live odds for every match of the slip, whatever page is shown. */
export function SlipLiveSync({ acceptMode }: { acceptMode: OddsAcceptMode }) {
  const ticket = useTicket();
  const statuses = useProviderStatuses();
  // a provider going inactive asks the bettor to confirm too (spec §4 ODDS_CHANGED)
  useEffect(() => {
    ticketStore.setTicket((t) => markOddsChanged(t, statuses));
  }, [statuses, ticket]);
  const matchIds = [...new Set(ticket.bets.flatMap((b) => b.selections.map((s) => s.matchId)))];
  return (
    <>
      {matchIds.map((id) => (
        <MatchOdds key={id} matchId={id} acceptMode={acceptMode} />
      ))}
    </>
  );
}
