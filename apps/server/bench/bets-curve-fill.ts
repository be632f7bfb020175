// The `bets` curve's database (bench/curves/bets.mjs): `total` bets filled with SQL
// (INSERT … SELECT FROM generate_series), one player holding PLAYER_BETS of them spread over the
// whole table (a bettor's bets interleave with everyone's), the rest 100 per other player.
import { eq } from 'drizzle-orm';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/betting/catalog/status';
import type { Database } from '@/db/client';
import { categories, sessions, sports, tournaments } from '@/db/schema';
import { randomToken, sha256 } from '@/http/secrets';
import { query } from './curve-lib';

const PLAYER = 'bench-player';
/** Filler matches the bets' selections point at: half prematch (open bets), half finished. */
const FILLER_MATCHES = 50;
/** Rows per INSERT: bounded statements, and progress between them. */
const CHUNK = 100_000;
/** Bets per other player. */
const BETS_PER_OTHER = 100;
const OUTCOMES_OPEN = JSON.stringify([
  { outcomeId: 'home', name: 'Home', odds: 2, active: true },
  { outcomeId: 'draw', name: 'Draw', odds: 3.4, active: true },
  { outcomeId: 'away', name: 'Away', odds: 3.9, active: true },
]);
const OUTCOMES_SETTLED = JSON.stringify([
  { outcomeId: 'home', name: 'Home', odds: 2, active: false, result: 'win_entire' },
  { outcomeId: 'draw', name: 'Draw', odds: 3.4, active: false, result: 'lose_entire' },
  { outcomeId: 'away', name: 'Away', odds: 3.9, active: false, result: 'lose_entire' },
]);

export interface CatalogueRefs {
  sportId: number;
  categoryId: number;
  tournamentId: number;
}

/** A category and tournament of soccer for the bench's matches. */
export async function catalogueRefs(db: Database): Promise<CatalogueRefs> {
  const [sport] = await db.select().from(sports).where(eq(sports.key, 'soccer'));
  if (!sport) throw new Error('no soccer in the seed');
  const [category] = await db
    .insert(categories)
    .values({
      urnId: 'bench:category',
      slug: 'bench',
      sportId: sport.id,
      names: { en: 'Bench' },
      provider: 'betradar',
    })
    .returning();
  if (!category) throw new Error('no bench category');
  const [tournament] = await db
    .insert(tournaments)
    .values({
      urnId: 'bench:tournament',
      slug: 'bench-league',
      sportId: sport.id,
      categoryId: category.id,
      names: { en: 'Bench League' },
      provider: 'betradar',
    })
    .returning();
  if (!tournament) throw new Error('no bench tournament');
  return { sportId: sport.id, categoryId: category.id, tournamentId: tournament.id };
}

/**
 * Matches `urn_prefix` 1..count with a 1x2 market (market 1): open when `open`, else finished and
 * settled (home won). @returns their ids in order
 */
export async function insertMatches(
  db: Database,
  refs: CatalogueRefs,
  { prefix, count, open }: { prefix: string; count: number; open: boolean },
): Promise<number[]> {
  const status = open ? MATCH_STATUS.live : MATCH_STATUS.finished;
  const rows = await query<{ id: number }>(
    db,
    `insert into events (urn_id, slug, type, sport_id, category_id, tournament_id, names, name_a,
       name_b, start_time, status, provider, main_market_id, available_markets_count)
     select '${prefix}' || i, 'bench-' || i, 'match', ${refs.sportId}, ${refs.categoryId},
       ${refs.tournamentId}, jsonb_build_object('en', 'Home ' || i || ' - Away ' || i),
       'Home ' || i, 'Away ' || i, now() - interval '1 hour', ${status}, 'betradar', 1,
       ${open ? 1 : 0}
     from generate_series(1, ${count}) i order by i returning id`,
  );
  await query(
    db,
    `insert into markets (event_id, market_id, specifier, name, status, outcomes, provider,
       settled_at)
     select id, 1, '', '1x2', ${open ? MARKET_STATUS.allowed : MARKET_STATUS.settled},
       '${open ? OUTCOMES_OPEN : OUTCOMES_SETTLED}'::jsonb, 'betradar',
       ${open ? 'null' : 'now()'}
     from events where urn_id like '${prefix}%'`,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Players `prefix`1..count, each with a funded EUR account. */
export async function insertPlayers(db: Database, prefix: string, count: number): Promise<void> {
  await query(
    db,
    `insert into players (id, email, password_hash, language, country, created_at)
     select '${prefix}' || i, '${prefix}' || i || '@bench.test', 'scrypt$1$1$1$x$x', 'en', 'DE',
       now() from generate_series(1, ${count}) i`,
  );
  await query(
    db,
    `insert into accounts (player_id, currency, balance, active, created_at)
     select '${prefix}' || i, 'EUR', 100000000, true, now() from generate_series(1, ${count}) i`,
  );
}

/** The bench player (with an account) and a session: its cookie value. */
export async function benchPlayer(db: Database): Promise<string> {
  await query(
    db,
    `insert into players (id, email, password_hash, language, country, created_at)
     values ('${PLAYER}', 'bench@bench.test', 'scrypt$1$1$1$x$x', 'en', 'DE', now())`,
  );
  await query(
    db,
    `insert into accounts (player_id, currency, balance, active, created_at)
     values ('${PLAYER}', 'EUR', 100000000, true, now())`,
  );
  const token = randomToken();
  const now = new Date();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    playerId: PLAYER,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return token;
}

/**
 * `total` single bets, oldest first, and their selections: every `total / playerBets`-th is the
 * bench player's, the others go 100 to a player. Of each bettor's bets 1 in 20 is open
 * (waiting_results on a live match), 1 in 20 cashed out, the rest done, won or lost alternately.
 */
export async function fillBets(
  db: Database,
  refs: CatalogueRefs,
  {
    total,
    playerBets,
    onChunk,
  }: { total: number; playerBets: number; onChunk: (n: number) => void },
): Promise<void> {
  if (total % playerBets !== 0) throw new Error(`${total} bets is not a multiple of ${playerBets}`);
  const step = total / playerBets;
  const others = Math.max(1, Math.ceil((total - playerBets) / BETS_PER_OTHER));
  await insertPlayers(db, 'p', others);
  const open = await insertMatches(db, refs, {
    prefix: 'bench:open:',
    count: FILLER_MATCHES / 2,
    open: true,
  });
  const done = await insertMatches(db, refs, {
    prefix: 'bench:done:',
    count: FILLER_MATCHES / 2,
    open: false,
  });
  const half = FILLER_MATCHES / 2;
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    // k: the bet's number among its bettor's, so the bench player's mix is the same as anyone's
    const series = `(select i, i % ${step} = 0 as mine,
        case when i % ${step} = 0 then i / ${step} else i end as k
      from generate_series(${from}, ${to}) i) g`;
    await query(
      db,
      `insert into bets (id, player_id, bet_type, status, result, stake, currency, odds,
         win_amount, device_id, created_at, settled_at)
       select 'bet_' || g.i,
         case when g.mine then '${PLAYER}' else 'p' || (1 + g.i % ${others}) end, 'single',
         case g.k % 20 when 0 then 'waiting_results' when 1 then 'cashed_out' else 'done' end,
         case when g.k % 20 = 0 then 'no_results' when g.k % 20 = 1 then 'cashed_out'
           when g.k % 2 = 0 then 'win_entire' else 'lose_entire' end,
         100 * (1 + g.k % 50), 'EUR', 2,
         case when g.k % 20 = 0 then 0 when g.k % 20 = 1 then 50 * (1 + g.k % 50)
           when g.k % 2 = 0 then 200 * (1 + g.k % 50) else 0 end,
         'bench', now() - (${total} - g.i) * interval '1 second',
         case when g.k % 20 = 0 then null
           else now() - (${total} - g.i) * interval '1 second' + interval '2 hours' end
       from ${series} order by g.i`,
    );
    await query(
      db,
      `insert into bet_selections (bet_id, position, event_id, match_urn_id, name_a, name_b,
         provider, market_id, market_name, specifier, outcome_id, outcome_name, odds, result)
       select 'bet_' || g.i, 0, e.id, e.urn_id, e.name_a, e.name_b, 'betradar', 1, '1x2', '',
         case when g.k % 20 > 1 and g.k % 2 = 1 then 'away' else 'home' end,
         case when g.k % 20 > 1 and g.k % 2 = 1 then 'Away' else 'Home' end, 2,
         case when g.k % 20 in (0, 1) then 'no_results' when g.k % 2 = 0 then 'win_entire'
           else 'lose_entire' end
       from ${series}
       join events e on e.id = case when g.k % 20 = 0
         then (array[${open.join(',')}])[1 + g.i % ${half}]
         else (array[${done.join(',')}])[1 + g.i % ${half}] end`,
    );
    onChunk(to);
  }
}
