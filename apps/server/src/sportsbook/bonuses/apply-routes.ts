import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicableBonusesResponseSchema,
  bonusBetsBodySchema,
  type AvailableBonusesWire,
} from '@sportsbook/contract/promotions';
import type { TicketBet } from '@sportsbook/betting/ticket/types';
import type { ServerContext } from '@/http/context';
import { requestLocale } from '@/http/messages';
import { findCurrency } from '@/platform';
import { loadCurrentSelections, selectionKey } from '@/sportsbook/bets/market-state';
import { toTicketBet } from '@/sportsbook/bets/ticket-bet';
import { availableForBet, loadConditionTargets } from './eligibility';
import { optionalPlayer } from './list-routes';
import { extrasOf, playerBonuses } from './views';
import { bonusToWire } from './wire';

const NONE: AvailableBonusesWire = {
  comboboost: null,
  freebets: [],
  hunting: null,
  tournament: null,
  lootbox: null,
};

/**
 * POST /bonuses (spec §7, §3 bet ticket availableBonuses): for each bet of the slip, the bonuses
 * the player could place it with now, judged by packages/betting against the catalogue now and
 * the odds the slip holds. Anonymous callers and bets on selections gone from the catalogue get
 * empty lists.
 */
export const applicableBonusesRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/bonuses',
      {
        schema: {
          body: bonusBetsBodySchema,
          response: { 200: applicableBonusesResponseSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const { bets } = request.body;
        const player = await optionalPlayer(ctx, request);
        if (!player) return { data: bets.map(() => NONE) };
        const now = ctx.now();
        const locale = requestLocale(request);
        const refs = bets.flatMap((b) => b.selections);
        const [held, selections, targets] = await Promise.all([
          playerBonuses(ctx, player),
          loadCurrentSelections(ctx.db, refs),
          loadConditionTargets(
            ctx.db,
            refs.map((r) => r.match_id),
          ),
        ]);
        const extras = extrasOf(held, now);
        const data = bets.map((bet): AvailableBonusesWire => {
          const current = bet.selections.map((s) => selections.get(selectionKey(s)));
          const currency = findCurrency(bet.stake?.currency ?? player.currency ?? 'EUR');
          const known = current.flatMap((c) => (c ? [c] : []));
          if (!currency || known.length !== bet.selections.length) return NONE;
          const base = toTicketBet(
            { type: bet.type, system_id: bet.system_id, stake: { value: bet.stake?.value ?? 0 } },
            known,
            currency,
            undefined,
          );
          // judged at the odds the slip holds (those it would place at)
          const ticket: TicketBet = {
            ...base,
            selections: base.selections.map((s, i) => ({
              ...s,
              acceptedOdds: bet.selections[i]?.odds ?? s.acceptedOdds,
            })),
          };
          const eventTargets = bet.selections.flatMap((s) => {
            const t = targets.get(s.match_id);
            return t ? [t] : [];
          });
          const found = availableForBet(held, { bet: ticket, targets: eventTargets, player, now });
          const wire = (h: (typeof held)[number] | null) =>
            h ? bonusToWire(h, locale, now, { extras }) : null;
          return {
            comboboost: found.comboboost
              ? bonusToWire(found.comboboost.held, locale, now, { bet: found.comboboost.bet })
              : null,
            freebets: found.freebets.map((h) => bonusToWire(h, locale, now)),
            hunting: wire(found.hunting),
            tournament: wire(found.tournament),
            lootbox: wire(found.lootbox),
          } as AvailableBonusesWire;
        });
        return { data };
      },
    );
  };
