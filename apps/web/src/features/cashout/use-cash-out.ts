'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacedBet } from '@sportsbook/betting/bets/types';
import { cashOutBet, myBetsKeys } from '@/api/my-bets';
import { platformKeys } from '@/api/platform';

/**
 * POST /bets/cashout. On success the cashed-out bet replaces its old self in every My Bets list
 * at once; the lists and the accounts are then refetched behind the balance_changed push.
 */
export function useCashOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cashOutBet,
    onSuccess: (bet) => {
      client.setQueriesData<PlacedBet[]>({ queryKey: myBetsKeys.all }, (bets) =>
        bets?.map((current) => (current.betId === bet.betId ? bet : current)),
      );
      void client.invalidateQueries({ queryKey: myBetsKeys.all });
      void client.invalidateQueries({ queryKey: platformKeys.accounts });
    },
  });
}
