/**
 * Rules of the image proxy (spec §7 Other): images go through it with resize parameters, encoded
 * at quality 65 as AVIF, 70 as WebP, otherwise 80. Pure; app/api/image/route.ts does the I/O.
 */

export type ImageFormat = 'avif' | 'webp' | 'png' | 'jpeg';

/** Spec §7: quality by the format the client accepts. */
export const IMAGE_QUALITY: Readonly<Record<ImageFormat, number>> = {
  avif: 65,
  webp: 70,
  png: 80,
  jpeg: 80,
};

/** Widths the proxy makes: a few sizes, so the cache holds few variants of an image. */
export const IMAGE_WIDTHS = [16, 24, 32, 40, 48, 64, 96, 128, 256, 384, 640, 828, 1080, 1280, 1920];

/** The path of the proxy under the web's api path. */
export const IMAGE_PROXY_PATH = '/api/image';

/** Local sources: images the web itself serves from public/images/. */
const LOCAL_IMAGE = /^\/images\/(?:[\w-]+\/)*[\w-]+\.(?:png|jpe?g|webp|avif|gif|svg)$/;

/** The best format an `Accept` header takes: AVIF, then WebP, else the source's own. */
export function negotiateFormat(accept: string | null, sourceHasAlpha: boolean): ImageFormat {
  const types = (accept ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.split(';'))
    // `image/avif;q=0` refuses it
    .filter(([, ...params]) => !params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p)))
    .map(([type]) => type?.trim());
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return sourceHasAlpha ? 'png' : 'jpeg';
}

export type ImageSource = { kind: 'local'; path: string } | { kind: 'remote'; url: URL };

export type ImageRequest =
  | { ok: true; source: ImageSource; width: number }
  | { ok: false; field: 'url' | 'w'; message: string };

/**
 * The `url` and `w` query parameters checked: a local `/images/...` path or an https URL on an
 * allowed host, and one of {@link IMAGE_WIDTHS}.
 */
export function parseImageRequest(
  params: URLSearchParams,
  allowedHosts: readonly string[],
): ImageRequest {
  const raw = params.get('url') ?? '';
  const w = params.get('w') ?? '';
  const width = /^\d{1,4}$/.test(w) ? Number(w) : NaN;
  if (!IMAGE_WIDTHS.includes(width))
    return { ok: false, field: 'w', message: `w must be one of ${IMAGE_WIDTHS.join(', ')}` };
  if (raw.startsWith('/') && !raw.startsWith('//')) {
    if (!LOCAL_IMAGE.test(raw))
      return { ok: false, field: 'url', message: 'a local image lives under /images/' };
    return { ok: true, source: { kind: 'local', path: raw }, width };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, field: 'url', message: 'url must be /images/... or an https URL' };
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port)
    return { ok: false, field: 'url', message: 'only https URLs on the default port' };
  if (!allowedHosts.includes(url.hostname.toLowerCase()))
    return { ok: false, field: 'url', message: `host ${url.hostname} is not allowed` };
  return { ok: true, source: { kind: 'remote', url }, width };
}

/**
 * The proxy URL of an image at a display width in CSS pixels: the next allowed width, so a 20 px
 * logo asks for 24. Data and blob URLs stay as they are.
 */
export function proxiedImage(src: string, width: number): string {
  if (/^(?:data|blob):/i.test(src)) return src;
  const w = IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? IMAGE_WIDTHS.at(-1);
  return `${IMAGE_PROXY_PATH}?${new URLSearchParams({ url: src, w: String(w) }).toString()}`;
}

/**
 * An operator's image through the proxy when the proxy serves its source (a local `/images/...`
 * file or an allowed host), else as it is: the page's own files (`/icon.svg`) need no resizing.
 */
export function imageSource(src: string, width: number, allowedHosts: readonly string[]): string {
  const probe = new URLSearchParams({ url: src, w: String(IMAGE_WIDTHS[0]) });
  return parseImageRequest(probe, allowedHosts).ok ? proxiedImage(src, width) : src;
}
