/**
 * Crash test of the built server: players place bets and deposit, the server is killed with
 * SIGKILL in the middle of it, then started again on the same PGlite data folder. Nothing a
 * player was told happened may be lost, nothing may happen twice, and every balance must equal
 * the sum of its account's transactions. Loopback only, bounded in count and time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, expect, test } from 'vitest';
import {
  allPages,
  call,
  exited,
  freePort,
  ok,
  startBuiltServer,
  type Client,
} from './built-server';
import { isMarketAllowed } from '@sportsbook/betting/catalog/status';

const PLAYERS = 4;
/** Acknowledged bets after which the server is killed; attempts per player are capped too. */
const KILL_AFTER_BETS = 40;
const MAX_ATTEMPTS_PER_PLAYER = 60;
const P = '/api/platform';
const V2 = '/api/sportsbook/v2';
const V3 = '/api/sportsbook/v3';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sportsbook-crash-'));
let server: ChildProcess | null = null;
const output: string[] = [];

afterAll(async () => {
  if (server) {
    server.kill('SIGTERM');
    await exited(server);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A signed-up, confirmed test-payment player with 1,000 EUR who accepts any odds change. */
async function newPlayer(base: string, n: number): Promise<Client> {
  const email = `crash-${n}@test.example`;
  const res = await fetch(`${base}${P}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'correct horse 1',
      currency: 'EUR',
      country: 'DE',
      terms_accepted: true,
    }),
  });
  expect(res.status).toBe(201);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('sportsbook_session='));
  if (!cookie) throw new Error('no session cookie');
  const client = { base, cookie };
  const [message] = await ok<{ link: string | null }[]>(
    call({ base, cookie: '' }, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`),
  );
  const token = message?.link ? new URL(message.link).searchParams.get('confirmation_token') : null;
  if (token) await ok(call(client, 'GET', `${P}/users/confirmation?confirmation_token=${token}`));
  await ok(
    call(client, 'POST', `${P}/player/quick_deposit`, { amount: 1_000_00, currency: 'EUR' }),
  );
  await ok(call(client, 'POST', `${V2}/settings`, { auto_accept_odds_change: 'any' }));
  return client;
}

interface Selection {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
}

/** Open outcomes of prematch matches to bet on. */
async function openSelections(base: string): Promise<Selection[]> {
  const client = { base, cookie: '' };
  const { data } = await ok<{ data: { id: number }[] }>(
    call(client, 'GET', `${V2}/matches?type=match&bettable=true&match_status=0&limit=10`),
  );
  const selections: Selection[] = [];
  for (const match of data) {
    const markets = await ok<{
      data: {
        market_id: number;
        specifier: string;
        status: number;
        outcomes: { outcome_id: string; odds: number; active: boolean }[];
      }[];
    }>(call(client, 'GET', `${V2}/matches/${match.id}/markets`));
    for (const market of markets.data.filter((m) => isMarketAllowed(m.status)))
      for (const outcome of market.outcomes.filter((o) => o.active))
        selections.push({
          match_id: match.id,
          market_id: market.market_id,
          specifier: market.specifier,
          outcome_id: outcome.outcome_id,
          odds: outcome.odds,
        });
  }
  return selections;
}

/** One bet attempt: its idempotency key and body; the stake is unique, so it names the bet. */
interface Attempt {
  player: number;
  key: string;
  body: unknown;
  stake: number;
  /** The bet id the server acknowledged (200), null when refused, undefined when no answer. */
  betId?: string | null;
}

test('kill -9 under bets and deposits: nothing acknowledged lost, nothing twice, balances add up', async () => {
  const port = await freePort();
  server = await startBuiltServer(dataDir, port, output);
  const base = `http://127.0.0.1:${port}`;
  const players = await Promise.all(Array.from({ length: PLAYERS }, (_, n) => newPlayer(base, n)));
  const selections = await openSelections(base);
  expect(selections.length).toBeGreaterThan(0);

  const attempts: Attempt[] = [];
  const deposits: { player: number; id?: string }[] = [];
  let acknowledged = 0;
  let killed = false;
  const running = server;
  const load = async (n: number, client: Client) => {
    for (let i = 0; i < MAX_ATTEMPTS_PER_PLAYER && !killed; i++) {
      if (i % 5 === 4) {
        const deposit: { player: number; id?: string } = { player: n };
        deposits.push(deposit);
        try {
          const answer = await call(client, 'POST', `${P}/player/quick_deposit`, {
            amount: 10_00,
            currency: 'EUR',
          });
          if (answer.status === 200)
            deposit.id = (answer.json as { transaction_id: string }).transaction_id;
        } catch {
          // no answer: the kill came first
        }
        continue;
      }
      const selection = selections[(n * 7 + i) % selections.length] as Selection;
      const stake = 1_00 + attempts.length;
      const attempt: Attempt = {
        player: n,
        key: `crash-${n}-${i}-key`,
        stake,
        body: {
          meta: { device_id: 'crash-test', quick: false, type: 'single' },
          bets: [
            { type: 'single', stake: { value: stake, currency: 'EUR' }, selections: [selection] },
          ],
        },
      };
      attempts.push(attempt);
      try {
        const answer = await call(client, 'POST', `${V3}/bets`, attempt.body, {
          'idempotency-key': attempt.key,
        });
        attempt.betId =
          answer.status === 200
            ? ((answer.json as { data: { bet_id: string }[] }).data[0]?.bet_id ?? null)
            : null;
        if (answer.status === 200 && ++acknowledged >= KILL_AFTER_BETS && !killed) {
          killed = true;
          running.kill('SIGKILL');
        }
      } catch {
        // no answer: the kill came first, the bet may or may not be placed
      }
    }
  };
  await Promise.all(players.map((client, n) => load(n, client)));
  if (!killed) running.kill('SIGKILL');
  await exited(running);
  expect(running.signalCode).toBe('SIGKILL');
  expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER_BETS);

  // the same data folder, a new process
  server = await startBuiltServer(dataDir, port, output);

  // a retry of every attempt with its key places nothing twice
  for (const attempt of attempts) {
    const client = players[attempt.player] as Client;
    const answer = await call(client, 'POST', `${V3}/bets`, attempt.body, {
      'idempotency-key': attempt.key,
    });
    if (attempt.betId) {
      expect(answer.status).toBe(200);
      expect((answer.json as { data: { bet_id: string }[] }).data[0]?.bet_id).toBe(attempt.betId);
    } else expect(answer.status).toBeLessThan(500);
  }

  for (const [n, client] of players.entries()) {
    const bets = await allPages<{ bet_id: string; stake: number }>(client, `${V3}/bets`);
    const ids = bets.map((b) => b.bet_id);
    expect(new Set(ids).size, 'a bet listed twice').toBe(ids.length);
    const stakes = bets.map((b) => b.stake);
    expect(new Set(stakes).size, 'an attempt placed twice').toBe(stakes.length);
    for (const attempt of attempts.filter((a) => a.player === n && a.betId))
      expect(ids, 'an acknowledged bet was lost').toContain(attempt.betId);

    const transactions = await allPages<{
      id: string;
      status: string;
      amount: number;
      currency: string;
    }>(client, `${P}/player/transactions?currency=EUR`);
    for (const deposit of deposits.filter((d) => d.player === n && d.id))
      expect(transactions.find((t) => t.id === deposit.id)?.status).toBe('success');
    const accounts = await ok<{ currency: string; balance: number }[]>(
      call(client, 'GET', `${P}/player/accounts`),
    );
    const balance = accounts.find((a) => a.currency === 'EUR')?.balance;
    const sum = transactions
      .filter((t) => t.status === 'success')
      .reduce((total, t) => total + t.amount, 0);
    expect(balance, `player ${n}: balance equals the sum of its transactions`).toBe(sum);
    expect(
      transactions.filter((t) => t.status === 'success' && t.amount < 0).length,
      `player ${n}: one bet transaction per bet`,
    ).toBe(bets.length);
  }
  console.log(
    `crash test: ${attempts.length} bet attempts (${acknowledged} acknowledged before the kill), ${deposits.length} deposits, ${PLAYERS} players`,
  );
}, 240_000);
