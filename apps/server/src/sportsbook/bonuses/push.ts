import { localeChannel, realtimeLocale, userChannel } from '@sportsbook/contract/channels';
import type { RealtimeEventWire } from '@sportsbook/contract/realtime';
import type { ServerContext } from '@/http/context';
import { bonusNotice } from './wire';
import type { CampaignView } from './types';

type Target = Pick<ServerContext, 'publisher' | 'locales' | 'log'>;

async function send(target: Target, channels: string[], event: RealtimeEventWire): Promise<void> {
  try {
    await target.publisher.broadcast(channels, event);
  } catch (error) {
    // a push failure never undoes a committed bonus: the lists still show it
    target.log.warn({ err: error, type: event.type }, 'bonus event not published');
  }
}

/** Spec §7 `bonus_issued` on the player's private channel of each locale, named in that locale. */
export async function publishBonusIssued(
  target: Target,
  playerId: string,
  issued: readonly CampaignView[],
): Promise<void> {
  const locales = [...new Set(target.locales.map(realtimeLocale))];
  for (const view of issued)
    for (const locale of locales)
      await send(target, [userChannel(locale, playerId)], {
        type: 'bonus_issued',
        data: bonusNotice(view, locale),
      });
}

/** Spec §7 `tournament_pool_changed` on the public channel of each locale. */
export async function publishTournamentPool(
  target: Target,
  pool: { tournamentId: string; currency: string; poolAmount: number },
): Promise<void> {
  const channels = [...new Set(target.locales.map((l) => localeChannel(realtimeLocale(l))))];
  await send(target, channels, {
    type: 'tournament_pool_changed',
    data: {
      tournament_id: pool.tournamentId,
      currency: pool.currency,
      pool_amount: pool.poolAmount,
    },
  });
}
