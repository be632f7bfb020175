'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markOddsChanged } from '@sportsbook/betting/ticket/state';
import type { OddsAcceptMode } from '@sportsbook/betting/ticket/types';
import { useMatchChannel } from '@/realtime/realtime-provider';
import { followSlipOdds } from '../follow-slip-odds';
import { ticketStore } from '../ticket-store';
import { useProviderStatuses } from '../use-provider-statuses';
import { useTicket } from '../use-ticket';

/** Keeps one slip match's channel open, so its market updates reach the live cache. */
function MatchChannel({ matchId }: { matchId: number }) {
  useMatchChannel(matchId);
  return null;
}

/** Live odds for every match of the slip, whatever page is shown (spec §4 odds update). */
export function SlipLiveSync({ acceptMode }: { acceptMode: OddsAcceptMode }) {
  const client = useQueryClient();
  const ticket = useTicket();
  const statuses = useProviderStatuses();
  useEffect(() => followSlipOdds(client, ticketStore, acceptMode), [client, acceptMode]);
  // a provider going inactive asks the bettor to confirm too (spec §4 ODDS_CHANGED)
  useEffect(() => {
    ticketStore.setTicket((t) => markOddsChanged(t, statuses));
  }, [statuses, ticket]);
  const matchIds = [...new Set(ticket.bets.flatMap((b) => b.selections.map((s) => s.matchId)))];
  return (
    <>
      {matchIds.map((id) => (
        <MatchChannel key={id} matchId={id} />
      ))}
    </>
  );
}
