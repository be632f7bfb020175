import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { serverEnv } from '@/config/env';
import {
  IMAGE_QUALITY,
  negotiateFormat,
  parseImageRequest,
  type ImageSource,
} from '@/lib/image-proxy';

/** Sources larger than this are refused: the proxy resizes logos and banners, not archives. */
const MAX_SOURCE_BYTES = 8 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;
// a day fresh, a week stale: logos and banners change rarely, their URLs change when they do
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const problem = (status: number, code: string, message: string, field?: string) =>
  Response.json(
    { code, message, ...(field ? { errors: { [field]: [message] } } : {}) },
    { status, headers: { 'cache-control': 'no-store' } },
  );

class SourceError extends Error {
  constructor(readonly status: 404 | 502 | 413) {
    super(`image source: ${status}`);
  }
}

async function readSource(source: ImageSource): Promise<Buffer> {
  if (source.kind === 'local') {
    const file = path.join(process.cwd(), 'public', source.path);
    const bytes = await readFile(file).catch(() => {
      throw new SourceError(404);
    });
    if (bytes.length > MAX_SOURCE_BYTES) throw new SourceError(413);
    return bytes;
  }
  const response = await fetch(source.url, {
    redirect: 'error',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  }).catch(() => {
    throw new SourceError(502);
  });
  if (response.status === 404) throw new SourceError(404);
  if (!response.ok) throw new SourceError(502);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES)
    throw new SourceError(413);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_SOURCE_BYTES) throw new SourceError(413);
  return bytes;
}

/**
 * GET /api/image?url=&w=: the image resized to width `w` and encoded in the best format the
 * client accepts, at the spec §7 quality (AVIF 65, WebP 70, otherwise 80). SVG passes unchanged.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = parseImageRequest(new URL(request.url).searchParams, serverEnv().IMAGE_HOSTS);
  if (!parsed.ok) return problem(400, 'invalid_image_request', parsed.message, parsed.field);
  let bytes: Buffer;
  try {
    bytes = await readSource(parsed.source);
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    const messages = {
      404: 'No such image',
      413: 'The image is too large',
      502: 'The image host failed',
    };
    return problem(error.status, 'image_source', messages[error.status]);
  }
  const image = sharp(bytes, { limitInputPixels: 40_000_000 });
  const meta = await image.metadata().catch(() => null);
  if (!meta?.format) return problem(415, 'unsupported_image', 'The source is not an image');
  const headers = {
    'cache-control': CACHE_CONTROL,
    vary: 'Accept',
    'x-content-type-options': 'nosniff',
  };
  // a vector scales by itself; re-encoding it would only lose sharpness
  if (meta.format === 'svg')
    return new Response(new Uint8Array(bytes), {
      headers: {
        ...headers,
        'content-type': 'image/svg+xml',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  const format = negotiateFormat(request.headers.get('accept'), meta.hasAlpha === true);
  const quality = IMAGE_QUALITY[format];
  const resized = image.rotate().resize({ width: parsed.width, withoutEnlargement: true });
  const encoded = await resized.toFormat(format, { quality }).toBuffer();
  return new Response(new Uint8Array(encoded), {
    headers: { ...headers, 'content-type': `image/${format}` },
  });
}

export const dynamic = 'force-dynamic';
