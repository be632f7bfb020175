import { describe, expect, it } from 'vitest';
import {
  IMAGE_QUALITY,
  imageSource,
  negotiateFormat,
  parseImageRequest,
  proxiedImage,
} from './image-proxy';

const query = (params: Record<string, string>) => new URLSearchParams(params);
const HOSTS = ['cdn.example.com'];

describe('image proxy format and quality (spec §7)', () => {
  it('has quality 65 for avif, 70 for webp, otherwise 80', () => {
    expect(IMAGE_QUALITY).toEqual({ avif: 65, webp: 70, png: 80, jpeg: 80 });
  });

  it.each([
    ['image/avif,image/webp,image/*,*/*;q=0.8', false, 'avif'],
    ['image/webp,*/*', false, 'webp'],
    ['IMAGE/AVIF', false, 'avif'],
    ['image/avif;q=0, image/webp', false, 'webp'],
    ['image/png,*/*', true, 'png'],
    ['*/*', false, 'jpeg'],
    [null, true, 'png'],
  ] as const)('Accept %s (alpha %s) -> %s', (accept, alpha, format) => {
    expect(negotiateFormat(accept, alpha)).toBe(format);
  });
});

describe('image proxy input', () => {
  it('takes a local /images/ path or an https URL on an allowed host', () => {
    expect(parseImageRequest(query({ url: '/images/banner.png', w: '640' }), HOSTS)).toEqual({
      ok: true,
      source: { kind: 'local', path: '/images/banner.png' },
      width: 640,
    });
    const remote = parseImageRequest(
      query({ url: 'https://CDN.example.com/logos/a.png', w: '48' }),
      HOSTS,
    );
    expect(remote.ok && remote.source.kind).toBe('remote');
  });

  it.each([
    [{ url: '/images/banner.png', w: '641' }, 'w'],
    [{ url: '/images/banner.png', w: '-1' }, 'w'],
    [{ url: '/images/banner.png', w: '1e3' }, 'w'],
    [{ url: '/images/banner.png' }, 'w'],
    [{ url: '/images/../.env', w: '48' }, 'url'],
    [{ url: '/api/sportsbook/x.png', w: '48' }, 'url'],
    [{ url: '//cdn.example.com/a.png', w: '48' }, 'url'],
    [{ url: 'http://cdn.example.com/a.png', w: '48' }, 'url'],
    [{ url: 'https://evil.example.com/a.png', w: '48' }, 'url'],
    [{ url: 'https://cdn.example.com:8443/a.png', w: '48' }, 'url'],
    [{ url: 'https://user@cdn.example.com/a.png', w: '48' }, 'url'],
    [{ url: 'file:///etc/passwd', w: '48' }, 'url'],
    [{ w: '48' }, 'url'],
  ])('%o is refused on %s', (params, field) => {
    const parsed = parseImageRequest(query(params), HOSTS);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.field).toBe(field);
  });

  it('builds the proxy URL at the next allowed width', () => {
    expect(proxiedImage('/images/a.png', 20)).toBe('/api/image?url=%2Fimages%2Fa.png&w=24');
    expect(proxiedImage('/images/a.png', 5000)).toBe('/api/image?url=%2Fimages%2Fa.png&w=1920');
    expect(proxiedImage('data:image/png;base64,AA', 20)).toBe('data:image/png;base64,AA');
  });

  it('an operator image goes through the proxy only when the proxy serves its source', () => {
    expect(imageSource('/images/banner.png', 600, HOSTS)).toBe(
      '/api/image?url=%2Fimages%2Fbanner.png&w=640',
    );
    expect(imageSource('https://cdn.example.com/a.png', 1000, HOSTS)).toBe(
      '/api/image?url=https%3A%2F%2Fcdn.example.com%2Fa.png&w=1080',
    );
    expect(imageSource('/icon.svg', 600, HOSTS)).toBe('/icon.svg');
    expect(imageSource('https://other.example/a.png', 600, HOSTS)).toBe(
      'https://other.example/a.png',
    );
  });
});
