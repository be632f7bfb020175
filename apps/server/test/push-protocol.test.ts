import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import { signJwt } from '@/push/jwt';
import { TEST_PUSH, startPushServer, until, type PushTestServer } from './push-helpers';

/** Raw protocol checks with a bare `ws` client: framing, ordering and close codes. */
let server: PushTestServer;
const sockets: WebSocket[] = [];

interface Raw {
  ws: WebSocket;
  /** Every received line, parsed. */
  lines: Record<string, unknown>[];
  /** Number of frames received, pings aside. */
  frames: number;
  /** Number of server pings received. */
  pings: number;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a raw socket; it answers pings unless `pong` is false. */
async function open(
  url = server.wsUrl,
  protocols?: string[],
  pong = true,
  headers: Record<string, string> = {},
): Promise<Raw> {
  const ws = new WebSocket(url, protocols, { headers });
  sockets.push(ws);
  const raw: Raw = {
    ws,
    lines: [],
    frames: 0,
    pings: 0,
    closed: new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    ),
  };
  ws.on('message', (data: Buffer) => {
    const lines = data.toString().split('\n');
    // a ping may share a message with other frames: it is the line `{}`
    const pings = lines.filter((l) => l === '{}').length;
    raw.pings += pings;
    if (pong && pings > 0) ws.send('{}');
    const others = lines.filter((l) => l !== '{}');
    if (others.length === 0) return;
    raw.frames += 1;
    for (const line of others) raw.lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return raw;
}

/** A token of the test secret, valid for an hour unless the claims say otherwise. */
const token = (claims: Record<string, unknown> = {}) =>
  signJwt({ sub: '', exp: Math.floor(Date.now() / 1000) + 3600, ...claims }, TEST_PUSH.tokenSecret);
/** A token without exp: it would never expire, so it is refused. */
const foreverToken = (claims: Record<string, unknown> = {}) =>
  signJwt({ sub: '', ...claims }, TEST_PUSH.tokenSecret);
const frame = (...commands: object[]) => commands.map((c) => JSON.stringify(c)).join('\n');

beforeAll(async () => {
  server = await startPushServer({
    config: {
      pingIntervalMs: 200,
      // generous: a loaded CI machine can stall the event loop past a tight pong window
      pongTimeoutMs: 1_000,
      expiredCloseDelayMs: 50,
      staleCloseDelayMs: 500,
    },
  });
});
afterEach(() => {
  for (const ws of sockets.splice(0)) ws.terminate();
});
afterAll(async () => {
  await server.app.close();
});

describe('framing and handshake', () => {
  test('connect and subscribes in one frame are answered in order, batched in one frame', async () => {
    const raw = await open();
    raw.ws.send(
      frame(
        { id: 1, connect: { token: await token(), name: 'js' } },
        { id: 2, subscribe: { channel: 'sportsbook:en' } },
        { id: 3, subscribe: { channel: 'sportsbook:en' } },
        { id: 4, publish: { channel: 'sportsbook:en', data: {} } },
        { id: 5, rpc: { method: 'x' } },
        { send: { data: {} } },
        { id: 6, unsubscribe: { channel: 'not-subscribed' } },
      ),
    );
    await until(() => raw.lines.length === 6);
    expect(raw.frames).toBe(1);
    expect(raw.lines[0]).toMatchObject({ id: 1, connect: { ping: 1, pong: true } });
    expect(raw.lines[1]).toMatchObject({
      id: 2,
      subscribe: { recoverable: true, positioned: true },
    });
    expect(raw.lines.slice(2)).toEqual([
      { id: 3, error: { code: 105, message: 'already subscribed' } },
      { id: 4, error: { code: 108, message: 'not available' } },
      { id: 5, error: { code: 104, message: 'method not found' } },
      { id: 6, unsubscribe: {} },
    ]);
  });

  test.each<[string, number, () => Promise<string>]>([
    ['a command before connect', 3501, async () => frame({ id: 1, subscribe: { channel: 'a' } })],
    ['a frame that is not JSON', 3501, async () => 'hello'],
    ['a connect without token', 3501, async () => frame({ id: 1, connect: {} })],
    ['a garbage token', 3500, async () => frame({ id: 1, connect: { token: 'x.y.z' } })],
    [
      'a subscription token used to connect',
      3500,
      async () => frame({ id: 1, connect: { token: await token({ channel: 'sportsbook:en' }) } }),
    ],
    [
      'a connection token without exp',
      3500,
      async () => frame({ id: 1, connect: { token: await foreverToken() } }),
    ],
  ])('%s closes the socket with %i', async (_name, code, text) => {
    const raw = await open();
    raw.ws.send(await text());
    expect((await raw.closed).code).toBe(code);
  });

  test('a socket that never sends connect is closed as stale (3502)', async () => {
    const raw = await open();
    expect((await raw.closed).code).toBe(3502);
  });

  test('an expired connection token gets error 109 and the socket stays open', async () => {
    const raw = await open();
    raw.ws.send(frame({ id: 1, connect: { token: await token({ exp: 1 }) } }));
    await until(() => raw.lines.length === 1);
    expect(raw.lines[0]).toEqual({ id: 1, error: { code: 109, message: 'token expired' } });
    expect(raw.ws.readyState).toBe(WebSocket.OPEN);
  });

  test('the endpoint answers the API error shape to anything but a WebSocket upgrade', async () => {
    const plain = await fetch(`${server.httpUrl}/connection/websocket`);
    expect(plain.status).toBe(426);
    expect(await plain.json()).toMatchObject({ code: 'upgrade_required' });
    await expect(open(server.wsUrl.replace('/websocket', '/elsewhere'))).rejects.toThrow(/404/);
  });

  test('protobuf is refused, the JSON subprotocol is selected when offered', async () => {
    await expect(open(`${server.wsUrl}?format=protobuf`)).rejects.toThrow(/400/);
    await expect(open(server.wsUrl, ['centrifuge-protobuf'])).rejects.toThrow(/400/);
    const raw = await open(server.wsUrl, ['centrifuge-json']);
    expect(raw.ws.protocol).toBe('centrifuge-json');
  });
});

describe('ping and pong', () => {
  test('the server pings; a client that answers stays, one that does not is closed with 3012', async () => {
    const polite = await open();
    const silent = await open(server.wsUrl, undefined, false);
    for (const raw of [polite, silent]) {
      raw.ws.send(frame({ id: 1, connect: { token: await token() } }));
    }
    expect((await silent.closed).code).toBe(3012);
    await until(() => polite.pings >= 2, 10_000);
    expect(polite.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('subscription expiry', () => {
  test('sub_refresh extends a private subscription; an invalid refresh token closes with 3500', async () => {
    const channel = '$sportsbook:en:user:9';
    const exp = Math.floor(Date.now() / 1000) + 60;
    const raw = await open();
    raw.ws.send(
      frame(
        { id: 1, connect: { token: await token({ sub: '9' }) } },
        { id: 2, subscribe: { channel, token: await token({ sub: '9', channel, exp }) } },
        {
          id: 3,
          sub_refresh: { channel, token: await token({ sub: '9', channel, exp: exp + 60 }) },
        },
      ),
    );
    await until(() => raw.lines.length === 3);
    expect(raw.lines[1]).toMatchObject({ id: 2, subscribe: { expires: true } });
    expect(raw.lines[2]).toMatchObject({ id: 3, sub_refresh: { expires: true } });
    raw.ws.send(frame({ id: 4, refresh: { token: 'bad.to.ken' } }));
    expect((await raw.closed).code).toBe(3500);
  });

  test('an expired subscription token gets 109', async () => {
    const channel = '$sportsbook:en:user:9';
    const raw = await open();
    raw.ws.send(
      frame(
        { id: 1, connect: { token: await token({ sub: '9' }) } },
        { id: 2, subscribe: { channel, token: await token({ sub: '9', channel, exp: 1 }) } },
      ),
    );
    await until(() => raw.lines.length === 2);
    expect(raw.lines[1]).toEqual({ id: 2, error: { code: 109, message: 'token expired' } });
  });

  test('a subscription token without exp is refused (103); a refresh token without exp closes 3500', async () => {
    const channel = '$sportsbook:en:user:9';
    const raw = await open();
    raw.ws.send(
      frame(
        { id: 1, connect: { token: await token({ sub: '9' }) } },
        { id: 2, subscribe: { channel, token: await foreverToken({ sub: '9', channel }) } },
      ),
    );
    await until(() => raw.lines.length === 2);
    expect(raw.lines[1]).toEqual({ id: 2, error: { code: 103, message: 'permission denied' } });
    raw.ws.send(frame({ id: 3, refresh: { token: await foreverToken({ sub: '9' }) } }));
    expect((await raw.closed).code).toBe(3500);
  });
});

describe('expiry', () => {
  const soon = () => Math.floor(Date.now() / 1000) + 1;

  test('a subscription past its exp gets an unsubscribe push 2501 (resubscribe)', async () => {
    const channel = '$sportsbook:en:user:3';
    const raw = await open();
    raw.ws.send(
      frame(
        { id: 1, connect: { token: await token({ sub: '3' }) } },
        { id: 2, subscribe: { channel, token: await token({ sub: '3', channel, exp: soon() }) } },
      ),
    );
    await until(() => raw.lines.length === 3, 3_000);
    expect(raw.lines[2]).toEqual({
      push: { channel, unsubscribe: { code: 2501, reason: 'expired' } },
    });
    expect(server.app.pushHub.subscriberCount(channel)).toBe(0);
  });

  test('a connection past its exp is closed with 3005; a far exp does not close it', async () => {
    const short = await open();
    const long = await open();
    short.ws.send(frame({ id: 1, connect: { token: await token({ exp: soon() }) } }));
    long.ws.send(frame({ id: 1, connect: { token: await token({ exp: 4_102_444_800 }) } }));
    expect((await short.closed).code).toBe(3005);
    expect(long.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('limits (Centrifugo codes)', () => {
  let limited: PushTestServer;
  let proxied: PushTestServer;
  beforeAll(async () => {
    const config = { maxConnectionsPerIp: 2, maxSubscriptionsPerConnection: 2 };
    limited = await startPushServer({ config });
    proxied = await startPushServer({ config, fastify: { trustProxy: true } });
  });
  afterAll(async () => {
    for (const ws of sockets.splice(0)) ws.terminate();
    await Promise.all([limited.app.close(), proxied.app.close()]);
  });

  /** A socket that connected (or the close code that refused it). */
  async function connected(target: PushTestServer, headers: Record<string, string> = {}) {
    const raw = await open(target.wsUrl, undefined, true, headers);
    raw.ws.send(frame({ id: 1, connect: { token: await token({ sub: '9' }) } }));
    const outcome = await Promise.race([
      until(() => raw.lines.length > 0).then(() => 'connected' as const),
      raw.closed.then(({ code, reason }) => `${code} ${reason}`),
    ]);
    return { raw, outcome };
  }

  test('a subscription beyond the per-connection cap gets 106; an unsubscribe frees a place', async () => {
    const { raw } = await connected(limited);
    const own = '$sportsbook:en:user:9';
    raw.ws.send(
      frame(
        { id: 2, subscribe: { channel: 'sportsbook:en' } },
        { id: 3, subscribe: { channel: 'sportsbook:de' } },
        { id: 4, subscribe: { channel: 'sportsbook:pt' } },
        { id: 5, subscribe: { channel: own, token: await token({ sub: '9', channel: own }) } },
        { id: 6, unsubscribe: { channel: 'sportsbook:en' } },
        { id: 7, subscribe: { channel: 'sportsbook:pt' } },
      ),
    );
    await until(() => raw.lines.length === 7);
    expect(raw.lines.slice(3, 5)).toEqual([
      { id: 4, error: { code: 106, message: 'limit exceeded' } },
      { id: 5, error: { code: 106, message: 'limit exceeded' } },
    ]);
    expect(raw.lines[6]).toMatchObject({ id: 7, subscribe: { recoverable: true } });
    expect(raw.ws.readyState).toBe(WebSocket.OPEN);
  });

  test('a connection beyond the per-address cap is closed with 3504; a closed one frees a place', async () => {
    // forwarded headers from an untrusted peer change nothing: the address is the socket's
    const first = await connected(limited, { 'x-forwarded-for': '10.0.0.1' });
    const second = await connected(limited, { 'x-forwarded-for': '10.0.0.2' });
    const third = await connected(limited, { 'x-forwarded-for': '10.0.0.3' });
    expect([first.outcome, second.outcome, third.outcome]).toEqual([
      'connected',
      'connected',
      '3504 connection limit',
    ]);
    first.raw.ws.close();
    await first.raw.closed;
    await until(() => limited.app.pushHub.connectionsOf('127.0.0.1') === 1);
    expect((await connected(limited)).outcome).toBe('connected');
  });

  test('the address is the one Fastify computes for the upgrade (request.ip, trustProxy)', async () => {
    const a = { 'x-forwarded-for': '203.0.113.1' };
    const b = { 'x-forwarded-for': '203.0.113.2' };
    const outcomes = [];
    for (const headers of [a, a, b, b, a])
      outcomes.push((await connected(proxied, headers)).outcome);
    expect(outcomes).toEqual([
      'connected',
      'connected',
      'connected',
      'connected',
      '3504 connection limit',
    ]);
  });
});
