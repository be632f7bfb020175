import { expect, test } from '@playwright/test';

// spec §7 Other: the image proxy (quality by negotiated format) and the icons svg endpoint

const BANNER = '/api/image?url=%2Fimages%2Fbanner-demo.png&w=640';

test.describe('image proxy (spec §7)', () => {
  for (const { accept, type } of [
    { accept: 'image/avif,image/webp,*/*', type: 'image/avif' },
    { accept: 'image/webp,*/*', type: 'image/webp' },
    // the demo banner is opaque: JPEG at quality 80
    { accept: '*/*', type: 'image/jpeg' },
  ]) {
    test(`Accept ${accept} answers ${type}`, async ({ request }) => {
      const response = await request.get(BANNER, { headers: { accept } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(type);
      expect(response.headers().vary).toMatch(/accept/i);
      expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
      expect((await response.body()).length).toBeGreaterThan(0);
    });
  }

  test('bad input answers 400, a missing image 404', async ({ request }) => {
    for (const query of [
      'url=%2Fimages%2Fbanner-demo.png&w=641',
      'url=https%3A%2F%2Fevil.example%2Fa.png&w=48',
      'url=%2Fapi%2Fsportsbook%2Fx.png&w=48',
      'w=48',
    ]) {
      const response = await request.get(`/api/image?${query}`);
      expect(response.status(), query).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_image_request' });
    }
    const missing = await request.get('/api/image?url=%2Fimages%2Fnone.png&w=48');
    expect(missing.status()).toBe(404);
  });
});

test.describe('icons svg endpoint (spec §7)', () => {
  test('answers a sprite with the UI and sport icons, cached long when versioned', async ({
    request,
  }) => {
    const response = await request.get('/api/icons.svg?v=1');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers()['cache-control']).toContain('max-age=31536000');
    const svg = await response.text();
    for (const id of ['icon-search', 'sport-soccer', 'sport-tennis', 'locale-ar', 'locale-en'])
      expect(svg).toContain(`<symbol id="${id}"`);
    expect((await request.get('/api/icons.svg?v=%3Cx%3E')).status()).toBe(400);
  });
});
