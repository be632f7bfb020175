import type { FastifyBaseLogger } from 'fastify';
import { realtimeLocale, userChannel } from '@sportsbook/contract/channels';
import type { PlacedBetWire } from '@sportsbook/contract/bets';
import type { BetChangedWire, RealtimeEventWire } from '@sportsbook/contract/realtime';
import type { Publisher } from '@/http/publisher';
import { publishBalance } from '@/platform';

/** Where bet events go: the player's private channel of every site locale (spec §7). */
export interface PushTarget {
  publisher: Publisher;
  locales: readonly string[];
  log: FastifyBaseLogger;
}

const channelsOf = (target: PushTarget, playerId: string) => [
  ...new Set(target.locales.map((l) => userChannel(realtimeLocale(l), playerId))),
];

async function send(target: PushTarget, playerId: string, event: RealtimeEventWire): Promise<void> {
  try {
    await target.publisher.broadcast(channelsOf(target, playerId), event);
  } catch (error) {
    // a push failure never undoes a committed bet; the list call still shows it
    target.log.warn({ err: error, playerId, type: event.type }, 'bet event not published');
  }
}

/** bet_changed for each bet (whole, so a client without the bet can add it) and the balances. */
export async function publishBetChanges(
  target: PushTarget,
  playerId: string,
  changed: readonly PlacedBetWire[],
  balances: ReadonlyMap<string, number>,
): Promise<void> {
  for (const [currency, balance] of balances)
    await publishBalance(target, playerId, currency, balance);
  for (const bet of changed) {
    const data: BetChangedWire = bet;
    await send(target, playerId, { type: 'bet_changed', data });
  }
}

/** bet_cashout_changed: the new offer of an open bet, null when withdrawn. */
export async function publishCashoutChange(
  target: PushTarget,
  playerId: string,
  betId: string,
  toCashout: number | null,
): Promise<void> {
  await send(target, playerId, {
    type: 'bet_cashout_changed',
    data: { bet_id: betId, to_cashout: toCashout },
  });
}
