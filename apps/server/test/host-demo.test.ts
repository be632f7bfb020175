import { afterAll, describe, expect, test } from 'vitest';
import { buildHostDemo, hostDemoOrigin, withHostDemoOrigin } from '@/host-demo/server';
import { loadSiteConfigSeed } from '@/sportsbook/site-config/store';

const FRAME_URL = 'http://127.0.0.1:3000';
const demo = buildHostDemo({ frameUrl: FRAME_URL });
afterAll(() => demo.close());

describe('demo host page (issue 17 item 4)', () => {
  test('frames the sportsbook and has a button for every incoming command (spec §7)', async () => {
    const res = await demo.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`data-frame-url="${FRAME_URL}"`);
    const commands = [...res.body.matchAll(/data-command="([^"]+)"/g)].map((m) => m[1]);
    expect(commands.sort()).toEqual(
      [
        'odds-changed',
        'page-changed',
        'search-modal',
        'open-bet-slip',
        'viewport',
        'iframe-integration',
        'apply-bet-code',
        'change-locale',
        'change-currency',
      ].sort(),
    );
    expect(res.body).toContain('id="host-balance"');
  });

  test('serves its script, built from packages/embed', async () => {
    const res = await demo.inject({ method: 'GET', url: '/demo.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain('sportsbook:');
  }, 60_000);

  test('the frame URL is escaped into the page', async () => {
    const page = buildHostDemo({ frameUrl: 'http://x.example/?a="><script>' });
    const res = await page.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('"><script>');
    await page.close();
  });

  test('the demo host origin joins the seed’s embedding origins once', () => {
    const origin = hostDemoOrigin('0.0.0.0', 4301);
    expect(origin).toBe('http://127.0.0.1:4301');
    const seed = loadSiteConfigSeed();
    const withDemo = withHostDemoOrigin(seed, origin);
    expect(withDemo.embedding.origins).toContain(origin);
    expect(withHostDemoOrigin(withDemo, origin)).toBe(withDemo);
    // the seed of `npm start` already lists its default demo host
    expect(seed.embedding.origins).toContain(hostDemoOrigin('127.0.0.1', 4300));
  });
});

describe('demo host page: /init-sportsbook for its player (spec §2)', () => {
  test('POST /demo-session answers the init address with a fresh token each time', async () => {
    let n = 0;
    const withPlayer = buildHostDemo({
      frameUrl: FRAME_URL,
      issueToken: () => Promise.resolve(`token-${++n}`),
    });
    const first = await withPlayer.inject({ method: 'POST', url: '/demo-session' });
    const second = await withPlayer.inject({ method: 'POST', url: '/demo-session' });
    expect(first.json()).toEqual({
      url: `${FRAME_URL}/init-sportsbook?token=token-1&redirect=%2F`,
    });
    expect(second.json<{ url: string }>().url).toContain('token=token-2');
    expect((await withPlayer.inject({ method: 'GET', url: '/' })).body).toContain(
      'id="demo-session"',
    );
    await withPlayer.close();
    // without a platform behind it the host has no player to sign in
    expect((await demo.inject({ method: 'POST', url: '/demo-session' })).statusCode).toBe(404);
  });
});
