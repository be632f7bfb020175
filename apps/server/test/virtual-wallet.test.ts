import { apiErrorSchema } from '@sportsbook/contract/common';
import { userChannel } from '@sportsbook/contract/channels';
import { accountsResponseSchema } from '@sportsbook/contract/platform';
import { realtimeEventSchema } from '@sportsbook/contract/realtime';
import { launchResponseSchema } from '@sportsbook/contract/virtual-wallet';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { API_PREFIX } from '@/app';
import { patchSiteConfig } from './helpers';
import { call, P, signUp, startPlatformServer, type PlatformTestServer } from './platform-helpers';

const VW = API_PREFIX.virtualWallet;
const OPERATOR_KEY = 'vw-operator-key-0123456789abcdef';

let server: PlatformTestServer;
beforeAll(async () => {
  server = await startPlatformServer({ operatorApiKey: OPERATOR_KEY, locales: ['en', 'ar'] });
});
afterAll(() => server.close());
beforeEach(async () => {
  vi.restoreAllMocks();
  await server.reset();
});

const app = () => server.app;
const errorCode = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).code;

/** A player with `balance` EUR cents (credited through the demo deposit). */
async function player(balance = 50_00) {
  const signedUp = await signUp(app());
  const started = await call(app(), 'POST', `${P}/player/deposits`, {
    cookie: signedUp.cookie,
    payload: { amount: balance, currency: 'EUR' },
  });
  const { url } = started.json<{ url: string }>();
  await form(url, 'outcome=success');
  return signedUp;
}

const balanceOf = async (cookie: string) =>
  accountsResponseSchema
    .parse((await call(app(), 'GET', `${P}/player/accounts`, { cookie })).json())
    .find((a) => a.currency === 'EUR')?.balance;

const form = (url: string, body: string) =>
  app().inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

async function launch(
  cookie: string | null,
  provider = 'racing',
  payload: unknown = { app: 'desktop' },
) {
  return call(app(), 'POST', `${VW}/${provider}/launch`, { cookie, payload });
}

/** The provider page of a fresh racing launch: its path (token) and HTML. */
async function openPage(cookie: string, provider = 'racing') {
  const res = await launch(cookie, provider);
  expect(res.statusCode, res.body).toBe(200);
  const { url } = launchResponseSchema.parse(res.json());
  const path = url.split('?')[0] ?? '';
  return { url, path };
}

const bet = (path: string, id: string, stake = 500, pick = 'northern-star') =>
  form(`${path}/bet`, `pick=${pick}&stake=${stake}&transaction_id=${id}`);
const settle = (path: string, round: string, id: string, outcome = 'won') =>
  form(`${path}/settle`, `round_id=${round}&outcome=${outcome}&transaction_id=${id}`);

describe('POST /virtual-wallet/:provider/launch', () => {
  test('a player gets a provider page with its own launch token, not the session', async () => {
    const { cookie } = await player();
    const res = await launch(cookie);
    expect(res.statusCode).toBe(200);
    const { url } = launchResponseSchema.parse(res.json());
    expect(url).toMatch(new RegExp(`^${VW}/demo/[A-Za-z0-9_-]{32}\\?locale=en$`));
    expect(url).not.toContain(cookie);
    const page = await app().inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('50.00 EUR');
    expect(page.body).toContain('Northern Star');
  });

  test.each([
    ['anonymous', null, 'racing', { app: 'desktop' }, 401, 'unauthorized'],
    ['unknown provider', 'player', 'casino', { app: 'desktop' }, 404, 'unknown_provider'],
    ['bad app', 'player', 'racing', { app: 'tv' }, 400, 'invalid_request'],
    ['extra field', 'player', 'lottery', { app: 'mobile', x: 1 }, 400, 'invalid_request'],
    ['no app', 'player', 'racing', {}, 400, 'invalid_request'],
  ])('%s: %i %s', async (_, who, provider, body, status, code) => {
    const cookie = who ? (await player()).cookie : null;
    const res = await launch(cookie, provider, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(errorCode(res)).toBe(code);
  });

  test('a provider switched off in the site configuration answers 403 provider_disabled', async () => {
    const { cookie } = await player();
    const undo = await patchSiteConfig(app(), OPERATOR_KEY, { is_lottery_enabled: false });
    try {
      const res = await launch(cookie, 'lottery');
      expect(res.statusCode).toBe(403);
      expect(errorCode(res)).toBe('provider_disabled');
      expect((await launch(cookie, 'racing')).statusCode).toBe(200);
    } finally {
      await undo();
    }
  });

  test('the page speaks the launch language, right to left in Arabic', async () => {
    const { cookie } = await player();
    const res = await call(app(), 'POST', `${VW}/lottery/launch?locale=ar`, {
      cookie,
      payload: { app: 'mobile' },
    });
    const { url } = launchResponseSchema.parse(res.json());
    const page = await app().inject({ method: 'GET', url });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('Lucky 7');
  });

  test('an unknown or ended launch token shows the ended page (404)', async () => {
    const { cookie } = await player();
    const { path } = await openPage(cookie);
    expect(
      (await app().inject({ method: 'GET', url: `${VW}/demo/${'x'.repeat(32)}` })).statusCode,
    ).toBe(404);
    server.clock.advance(9 * 60 * 60 * 1000);
    const ended = await app().inject({ method: 'GET', url: path });
    expect(ended.statusCode).toBe(404);
    expect((await bet(path, 'tx_after_end_1')).statusCode).toBe(404);
  });
});

describe('the demo provider moves money through the virtual wallet', () => {
  test('a bet debits the stake and a won settlement credits stake x odds, each published live', async () => {
    const { player: p, cookie } = await player();
    const { path } = await openPage(cookie);
    const sent: unknown[] = [];
    vi.spyOn(app().publisher, 'broadcast').mockImplementation((channels, data) => {
      const event = realtimeEventSchema.parse(data);
      if (event.type === 'balance_changed') sent.push({ channels, data: event.data });
      return Promise.resolve();
    });
    const placed = await bet(path, 'tx_bet_000001');
    expect(placed.statusCode).toBe(303);
    expect(placed.headers.location).toContain('notice=placed');
    expect(await balanceOf(cookie)).toBe(45_00);
    const page = await app().inject({ method: 'GET', url: path });
    const round = /name="round_id" value="([^"]+)"/.exec(page.body)?.[1];
    expect(round).toBe('tx_bet_000001');

    const won = await settle(path, 'tx_bet_000001', 'tx_win_000001');
    expect(won.statusCode).toBe(303);
    expect(won.headers.location).toContain('notice=won&amount=1250');
    // 5.00 at 2.50 pays 12.50
    expect(await balanceOf(cookie)).toBe(57_50);
    const channels = ['en', 'ar'].map((l) => userChannel(l, p.id));
    expect(sent).toEqual([
      { channels, data: { currency: 'EUR', balance: 45_00 } },
      { channels, data: { currency: 'EUR', balance: 57_50 } },
    ]);
    const history = await call(app(), 'GET', `${P}/player/transactions`, { cookie });
    expect(history.body).toContain('racing:tx_bet_000001');
  });

  test('a repeated transaction id moves nothing again, and a bet is paid once whatever the id', async () => {
    const { cookie } = await player();
    const { path } = await openPage(cookie);
    await bet(path, 'tx_bet_000002');
    const again = await bet(path, 'tx_bet_000002');
    expect(again.headers.location).toContain('notice=already_done');
    expect(await balanceOf(cookie)).toBe(45_00);
    await settle(path, 'tx_bet_000002', 'tx_win_000002');
    const repeat = await settle(path, 'tx_bet_000002', 'tx_win_000002');
    expect(repeat.headers.location).toContain('notice=already_done');
    const otherId = await settle(path, 'tx_bet_000002', 'tx_win_000003');
    expect(otherId.headers.location).toContain('notice=already_done');
    expect(await balanceOf(cookie)).toBe(57_50);
    // the same id for another movement is a conflict, not a replay
    const conflict = await bet(path, 'tx_bet_000002', 100);
    expect(conflict.statusCode).toBe(409);
    expect(errorCode(conflict)).toBe('transaction_conflict');
  });

  test('concurrent repeats of one bet debit once', async () => {
    const { cookie } = await player();
    const { path } = await openPage(cookie);
    await Promise.all([1, 2, 3].map(() => bet(path, 'tx_bet_concurrent')));
    expect(await balanceOf(cookie)).toBe(45_00);
  });

  test('a lost settlement credits nothing and closes the bet', async () => {
    const { cookie } = await player();
    const { path } = await openPage(cookie, 'lottery');
    await bet(path, 'tx_bet_000004', 200, 'lucky-7');
    const lost = await settle(path, 'tx_bet_000004', 'tx_lose_00004', 'lost');
    expect(lost.headers.location).toContain('notice=lost');
    expect(await balanceOf(cookie)).toBe(48_00);
    const page = await app().inject({ method: 'GET', url: path });
    expect(page.body).not.toContain('name="round_id"');
  });

  test('insufficient funds are refused and nothing is written', async () => {
    const { cookie } = await player(3_00);
    const { path } = await openPage(cookie);
    const refused = await bet(path, 'tx_bet_000005', 5_00);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toContain('notice=insufficient_funds');
    expect(await balanceOf(cookie)).toBe(3_00);
    // the id was not used: the same id with a stake that fits goes through
    await bet(path, 'tx_bet_000005', 2_00);
    expect(await balanceOf(cookie)).toBe(1_00);
  });

  test.each([
    ['a stake past 2^53', `${2 ** 53 + 2}`, 422, 'invalid_amount'],
    ['a zero stake', '0', 422, 'invalid_amount'],
    ['a stake that is not a number', 'abc', 400, 'invalid_request'],
  ])('%s is refused', async (_, stake, status, code) => {
    const { cookie } = await player();
    const { path } = await openPage(cookie);
    const res = await form(
      `${path}/bet`,
      `pick=northern-star&stake=${stake}&transaction_id=tx_bad_stake1`,
    );
    expect(res.statusCode).toBe(status);
    expect(errorCode(res)).toBe(code);
    expect(await balanceOf(cookie)).toBe(50_00);
  });

  test("another player's launch cannot settle a bet or reuse its transaction id", async () => {
    const owner = await player();
    const other = await player();
    const mine = await openPage(owner.cookie);
    const theirs = await openPage(other.cookie);
    await bet(mine.path, 'tx_owner_bet1');
    const settleOther = await settle(theirs.path, 'tx_owner_bet1', 'tx_thief_win1');
    expect(settleOther.statusCode).toBe(404);
    expect(errorCode(settleOther)).toBe('round_not_found');
    const reuse = await bet(theirs.path, 'tx_owner_bet1');
    expect(reuse.statusCode).toBe(409);
    expect(await balanceOf(owner.cookie)).toBe(45_00);
    expect(await balanceOf(other.cookie)).toBe(50_00);
    // the owner can still settle it
    await settle(mine.path, 'tx_owner_bet1', 'tx_owner_win1');
    expect(await balanceOf(owner.cookie)).toBe(57_50);
  });
});
