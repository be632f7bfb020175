'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { syncTicketBonuses, type SlipBonusContext } from '@sportsbook/betting/bonus/ticket-bonuses';
import type { Ticket, TicketBet } from '@sportsbook/betting/ticket/types';
import { betBonusesKeys } from '@/api/bet-bonuses';
import type { SlipBonusRules, SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { ticketStore } from '../ticket-store';
import { BetBonusPicker } from './bet-bonus-picker';
import { declinedBonuses } from './declined';
import { useBetBonuses } from './use-bet-bonuses';

const betName = (bet: TicketBet, m: MessageTree): string =>
  bet.betType === 'custom_bet'
    ? text(m, 'type.custom_bet')
    : (bet.selections[0]?.outcomeName ?? text(m, `type.${bet.betType}`));

/**
 * The slip's bonuses (issue 15, spec §3 availableBonuses, §4 bonus selection), loaded only for a
 * signed-in player with a slip: asks POST /bonuses for the slip's bets, keeps every bet's bonus in
 * step with the answer (the default chosen, what no longer applies dropped) and shows each bet's
 * picker.
 */
export default function SlipBonuses({
  ticket,
  env,
  rules,
  messages: m,
}: {
  ticket: Ticket;
  env: SlipEnv;
  rules: SlipBonusRules;
  messages: MessageTree;
}) {
  const { offered, current } = useBetBonuses(ticket, env.locale);
  const context = useMemo<SlipBonusContext>(
    () => ({ isVerified: rules.isVerified, multiActiveFreebets: rules.multiActiveFreebets }),
    [rules.isVerified, rules.multiActiveFreebets],
  );

  // a refused placement may be a bonus used up meanwhile: ask again, and drop what is gone
  const client = useQueryClient();
  const refused = ticket.state === 'ERROR';
  useEffect(() => {
    if (refused) void client.invalidateQueries({ queryKey: betBonusesKeys.all });
  }, [refused, client]);

  // bonuses follow the answer and every change of the slip (odds, stakes, a placement's end)
  useEffect(() => {
    if (!current || !offered) return;
    ticketStore.setTicket((t) =>
      t.bets.length === offered.length
        ? syncTicketBonuses(t, offered, context, declinedBonuses())
        : t,
    );
  }, [ticket, offered, current, context]);

  if (!offered || offered.length !== ticket.bets.length) return null;
  const several = ticket.bets.length > 1;
  return ticket.bets.map((bet, index) => {
    const forBet = offered[index];
    return forBet ? (
      <BetBonusPicker
        key={`${index}/${bet.selections.map((s) => s.id).join('|')}`}
        ticket={ticket}
        betIndex={index}
        offered={forBet}
        context={context}
        env={env}
        messages={m}
        title={
          several ? text(m, 'bonus.titleFor', { name: betName(bet, m) }) : text(m, 'bonus.title')
        }
        disabled={ticket.inProgress}
      />
    ) : null;
  });
}
