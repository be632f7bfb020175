import { eq, inArray } from 'drizzle-orm';
import {
  SHARE_CODE_NOT_FOUND,
  type ShareCodeRequestWire,
  type SharedBetWire,
  type SlipSelectionWire,
} from '@sportsbook/contract/bets';
import type { Database } from '@/db/client';
import {
  categories,
  events,
  shareCodes,
  sports,
  tournaments,
  type StoredSharedBet,
} from '@/db/schema';
import { HttpError } from '@/http/errors';
import type { MessageLocale } from '@/http/messages';
import { randomToken } from '@/http/secrets';
import { localized } from '@/read-model/names';
import { isOpenSelection, loadCurrentSelections, selectionKey } from './market-state';
import { betMessage } from './messages';

/**
 * Share a bet (spec §3 Share bet, §4 shared bet restore): a slip is stored under a random,
 * URL-safe code (64 random bits, base64url) and read back with names and CURRENT odds, so the
 * restoring slip shows what changed since it was shared.
 */

/** Stores the slip's bets; every selection must exist. The new code. */
export async function createShareCode(
  db: Database,
  body: ShareCodeRequestWire,
  locale: MessageLocale,
  now: Date,
): Promise<string> {
  const refs = body.bets.flatMap((b) => b.selections);
  const found = await loadCurrentSelections(db, refs);
  if (refs.some((r) => !found.has(selectionKey(r))))
    throw new HttpError(
      422,
      'error.place_bets.unknown_outcome',
      betMessage(locale, 'error.place_bets.unknown_outcome'),
    );
  const stored: StoredSharedBet[] = body.bets.map((b) => ({
    type: b.type,
    stake: b.stake,
    ...(b.type === 'system' && b.system_id ? { system_id: b.system_id } : {}),
    ...(b.type === 'custom_bet' && b.custom_odds !== undefined
      ? { custom_odds: b.custom_odds }
      : {}),
    selections: b.selections.map((s) => ({
      match_id: s.match_id,
      market_id: s.market_id,
      specifier: s.specifier,
      outcome_id: s.outcome_id,
      odds: s.odds,
    })),
  }));
  // a clash of 64 random bits is not expected; a few tries make it impossible in practice
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomToken(8);
    const inserted = await db
      .insert(shareCodes)
      .values({ code, bets: stored, createdAt: now })
      .onConflictDoNothing()
      .returning({ code: shareCodes.code });
    if (inserted.length > 0) return code;
  }
  throw new Error('no free share code after 5 tries');
}

/**
 * The shared bets of `code` for a slip to restore, names in `locale`. Selections whose match left
 * the catalogue are dropped, and a bet left without selections with them: an empty list (spec §8
 * try another bet). An unknown code is a 404 `share_code_not_found` (spec §8 link not found).
 */
export async function readShareCode(
  db: Database,
  code: string,
  locale: string,
  messageLocale: MessageLocale,
): Promise<SharedBetWire[]> {
  const [row] = await db.select().from(shareCodes).where(eq(shareCodes.code, code));
  if (!row)
    throw new HttpError(
      404,
      SHARE_CODE_NOT_FOUND,
      betMessage(messageLocale, 'error.share_code.not_found'),
    );
  const refs = row.bets.flatMap((b) => b.selections);
  const found = await loadCurrentSelections(db, refs);
  const eventIds = [...new Set(refs.map((r) => r.match_id))];
  const names =
    eventIds.length === 0
      ? []
      : await db
          .select({
            id: events.id,
            sportKey: sports.key,
            category: localized(categories.names, locale),
            tournament: localized(tournaments.names, locale),
          })
          .from(events)
          .innerJoin(sports, eq(sports.id, events.sportId))
          .innerJoin(categories, eq(categories.id, events.categoryId))
          .leftJoin(tournaments, eq(tournaments.id, events.tournamentId))
          .where(inArray(events.id, eventIds));
  const byEvent = new Map(names.map((n) => [n.id, n]));
  return row.bets.flatMap((bet): SharedBetWire[] => {
    const selections = bet.selections.flatMap((ref): SlipSelectionWire[] => {
      const current = found.get(selectionKey(ref));
      const extra = byEvent.get(ref.match_id);
      if (!current || !extra || !current.event.nameA || !current.event.nameB) return [];
      const open = isOpenSelection(current);
      return [
        {
          match_id: current.event.id,
          match_urn_id: current.event.urnId,
          match_slug: current.event.slug,
          match_status: current.event.status as SlipSelectionWire['match_status'],
          name_a: current.event.nameA,
          name_b: current.event.nameB,
          sport_key: extra.sportKey,
          category_name: extra.category,
          tournament_name: extra.tournament ?? '',
          provider: current.event.provider,
          market_id: current.market.marketId,
          market_name: current.market.name,
          specifier: current.market.specifier,
          outcome_id: current.outcome.outcomeId,
          outcome_name: current.outcome.name,
          odds: ref.odds,
          current_odds: open ? current.outcome.odds : null,
          active: open,
        },
      ];
    });
    if (selections.length === 0) return [];
    return [
      {
        type: bet.type,
        stake: bet.stake,
        ...(bet.system_id ? { system_id: bet.system_id } : {}),
        ...(bet.custom_odds !== undefined ? { custom_odds: bet.custom_odds } : {}),
        selections,
      },
    ];
  });
}
