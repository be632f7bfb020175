import type { AddressInfo } from 'node:net';
import type { Centrifuge } from 'centrifuge';
import { userChannel } from '@sportsbook/contract/channels';
import { realtimeEventSchema } from '@sportsbook/contract/realtime';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { betBody, fundedPlayer, insertMatches, setOdds, startBetsServer, V3 } from './bets-helpers';
import type { PlatformTestServer } from './platform-helpers';
import { collect, newClient, next, until } from './push-helpers';

let server: PlatformTestServer;
let base: string;
let client: Centrifuge | null = null;

beforeAll(async () => {
  server = await startBetsServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  client?.disconnect();
  await server.close();
});

const V2 = '/api/sportsbook/v2';

test('a bettor subscribed to the private channel receives balance_changed, bet_changed and bet_cashout_changed', async () => {
  const [match] = await insertMatches(server.database.db, 1);
  if (!match) throw new Error('no match');
  const player = await fundedPlayer(server, 50_00);
  const cookie = `sportsbook_session=${player.cookie}`;
  const channel = userChannel('en', player.id);
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  client = newClient(`ws${base.slice(4)}/connection/websocket`, {
    getToken: async () =>
      ((await (await post(`${V2}/websocket/token`, {})).json()) as { token: string }).token,
  });
  const sub = client.newSubscription(channel, {
    getToken: async () =>
      (
        (await (await post(`${V2}/websocket/authorize`, { channels: [channel] })).json()) as {
          channels: { token: string }[];
        }
      ).channels[0]?.token ?? '',
  });
  const received = collect(sub);
  sub.subscribe();
  client.connect();
  await next(sub, 'subscribed');

  const res = await post(
    `${V3}/bets`,
    betBody('single', 5_00, [{ match, outcome: 'home', odds: 2 }]),
  );
  expect(res.status).toBe(200);
  const betId = ((await res.json()) as { data: { bet_id: string }[] }).data[0]?.bet_id;
  await setOdds(server.app, match, 'home', 2.5);
  await until(() => received.length >= 3);
  const events = received.map((r) => realtimeEventSchema.parse(r));
  expect(events[0]).toEqual({ type: 'balance_changed', data: { currency: 'EUR', balance: 45_00 } });
  expect(events[1]).toMatchObject({ type: 'bet_changed', data: { bet_id: betId, stake: 5_00 } });
  // 5.00 x 2.00 / 2.50 x 0.95 = 3.80
  expect(events[2]).toEqual({
    type: 'bet_cashout_changed',
    data: { bet_id: betId, to_cashout: 3_80 },
  });
});
