import { describe, expect, it } from 'vitest';
import { GET } from './route';

const get = (query = '') => GET(new Request(`http://web.test/api/icons.svg${query}`));

describe('GET /api/icons.svg (spec §7 icons svg endpoint)', () => {
  it('answers one SVG sprite with the UI icons, the sport icons and the locale icons', async () => {
    const response = get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    for (const id of [
      'icon-home',
      'icon-chevron-down',
      'sport-soccer',
      'sport-ice-hockey',
      'sport-cyber',
      'sport-default',
      'locale-ar',
      'locale-en',
    ])
      expect(svg, id).toContain(`<symbol id="${id}"`);
    expect(svg).toContain('viewBox="0 0 24 24"');
    expect(svg).toContain('stroke-width="1.8"');
    expect(svg).not.toMatch(/strokeWidth|className|undefined|\[object/);
  });

  it('is cached for a year with a version, briefly without', () => {
    expect(get('?v=1.4.2').headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(get().headers.get('cache-control')).toBe('public, max-age=300');
  });

  it.each(['?v=', '?v=%3Cscript%3E', `?v=${'x'.repeat(41)}`, '?v=a/b'])(
    'answers 400 to %s',
    async (query) => {
      const response = get(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_version' });
    },
  );
});
