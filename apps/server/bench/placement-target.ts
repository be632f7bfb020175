// The placement bench's server side (run by bench/placement.mjs with tsx): a fresh
// in-memory PGlite with one match and one funded player; first the placement TRANSACTION alone,
// straight on the database (insert bet, insert selection, debit), then the HTTP server, whose
// port, cookie and body go to stdout as one JSON line.
import { performance } from 'node:perf_hooks';
import { SESSION_COOKIE } from '@sportsbook/contract/platform';
import { buildApp } from '@/app';
import { openDatabase } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import {
  accounts,
  betSelections,
  bets,
  categories,
  events,
  markets,
  players,
  sessions,
  sports,
  tournaments,
} from '@/db/schema';
import { seedDemoData } from '@/db/seed';
import { randomToken, sha256 } from '@/http/secrets';
import { recordTransaction } from '@/platform';
import { eq } from 'drizzle-orm';

const connections = Number(process.env.BENCH_PLACEMENT_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_PLACEMENT_SECONDS ?? 8);
const maxTransactions = Number(process.env.BENCH_PLACEMENT_MAX ?? 50_000);

const database = await openDatabase({ kind: 'pglite', dataDir: null });
await migrateDatabase(database);
await seedDemoData(database.db);
const db = database.db;

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
const [tournament] = await db
  .insert(tournaments)
  .values({
    urnId: 'bench:tournament',
    slug: 'bench-league',
    sportId: sport.id,
    categoryId: category?.id ?? 0,
    names: { en: 'Bench League' },
    provider: 'betradar',
  })
  .returning();
const [match] = await db
  .insert(events)
  .values({
    urnId: 'bench:match:1',
    slug: 'home-away-bench',
    type: 'match',
    sportId: sport.id,
    categoryId: category?.id ?? 0,
    tournamentId: tournament?.id ?? null,
    names: { en: 'Home - Away' },
    nameA: 'Home',
    nameB: 'Away',
    startTime: new Date(Date.now() + 86_400_000),
    status: 0,
    provider: 'betradar',
  })
  .returning();
const matchId = match?.id ?? 0;
await db.insert(markets).values({
  eventId: matchId,
  marketId: 1,
  specifier: '',
  name: '1x2',
  status: 1,
  provider: 'betradar',
  outcomes: [
    { outcomeId: 'home', name: 'Home', odds: 2, active: true },
    { outcomeId: 'draw', name: 'Draw', odds: 3.4, active: true },
    { outcomeId: 'away', name: 'Away', odds: 3.9, active: true },
  ],
});
const playerId = 'bench-player';
const now = new Date();
await db.insert(players).values({
  id: playerId,
  email: 'bench@example.com',
  passwordHash: 'scrypt$1$1$1$x$x',
  language: 'en',
  country: 'DE',
  createdAt: now,
});
await db
  .insert(accounts)
  .values({ playerId, currency: 'EUR', balance: 1_000_000_000_000, active: true, createdAt: now });
const token = randomToken();
await db.insert(sessions).values({
  tokenHash: sha256(token),
  playerId,
  createdAt: now,
  expiresAt: new Date(now.getTime() + 86_400_000),
});

/** The transaction POST /bets commits for a single, issued directly. */
async function placeDirectly(): Promise<void> {
  const id = `bet_${randomToken(12)}`;
  const at = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(bets).values({
      id,
      playerId,
      betType: 'single',
      status: 'waiting_results',
      stake: 100,
      currency: 'EUR',
      odds: 2,
      deviceId: 'bench',
      createdAt: at,
    });
    await tx.insert(betSelections).values({
      betId: id,
      position: 0,
      eventId: matchId,
      matchUrnId: 'bench:match:1',
      nameA: 'Home',
      nameB: 'Away',
      provider: 'betradar',
      marketId: 1,
      marketName: '1x2',
      specifier: '',
      outcomeId: 'home',
      outcomeName: 'Home',
      odds: 2,
    });
    await recordTransaction(tx, {
      playerId,
      currency: 'EUR',
      type: 'bet',
      amount: -100,
      reference: id,
      at,
    });
  });
}

// `connections` loops at once for `seconds`, like the HTTP run after it
const latencies: number[] = [];
const deadline = performance.now() + seconds * 1000;
const startedAt = performance.now();
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < deadline && latencies.length < maxTransactions) {
      const t0 = performance.now();
      await placeDirectly();
      latencies.push(performance.now() - t0);
    }
  }),
);
const elapsedS = (performance.now() - startedAt) / 1000;

const app = await buildApp({ database, validateResponses: false, locales: ['en'] });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(
  `${JSON.stringify({
    port,
    cookie: `${SESSION_COOKIE}=${token}`,
    body: {
      meta: { device_id: 'bench', quick: false, type: 'single' },
      bets: [
        {
          type: 'single',
          stake: { value: 100, currency: 'EUR' },
          selections: [
            { match_id: matchId, market_id: 1, specifier: '', outcome_id: 'home', odds: 2 },
          ],
        },
      ],
    },
    direct: { transactions: latencies.length, seconds: elapsedS, latenciesMs: latencies },
  })}\n`,
);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
