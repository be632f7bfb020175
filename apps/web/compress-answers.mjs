// Compression of the API answers the web forwards (issue 18: Lighthouse counted 120 KiB to save on
// /), br or gzip as the client accepts, with Node's zlib. It sits in server.mjs because Next drops a
// route handler's own Content-Encoding. Event streams, encoded and small bodies go through as sent.
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** Below this, compression saves less than the headers and time it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/** Brotli quality 5: most of the gain of 11 at a small part of its CPU, per answer. */
const BROTLI_QUALITY = 5;

/** Media types worth compressing: JSON, text (not event streams), XML, JavaScript. */
export function isCompressible(contentType) {
  if (!contentType) return false;
  const type = (String(contentType).split(';')[0] ?? '').trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type.endsWith('+xml')
  );
}

/** The coding for an Accept-Encoding header (RFC 9110 §12.5.3), br first; or null. */
export function pickEncoding(acceptEncoding) {
  if (!acceptEncoding) return null;
  const weights = new Map();
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function appendVary(res) {
  const vary = res.getHeader('vary');
  const list = Array.isArray(vary) ? vary : vary === undefined ? [] : [String(vary)];
  const names = list.flatMap((v) => v.split(',')).map((n) => n.trim().toLowerCase());
  if (names.includes('*') || names.includes('accept-encoding')) return;
  res.setHeader('vary', [...list, 'Accept-Encoding']);
}

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * Makes `res` compress what is written to it when that is worth it: the body is held until
 * MIN_COMPRESS_BYTES (or its end) so its size and type are known, then it goes out br or gzip
 * encoded, or as it was. Compressible answers get `Vary: Accept-Encoding` either way.
 */
export function compressAnswers(req, res, minBytes = MIN_COMPRESS_BYTES) {
  if (req.method === 'HEAD') return;
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const flushHeaders = res.flushHeaders.bind(res);
  /** 'held' until decided, then 'plain' or 'zip'. */
  let mode = 'held';
  let held = [];
  let size = 0;
  let zip = null;

  const eligible = () =>
    isCompressible(res.getHeader('content-type')) &&
    res.getHeader('content-encoding') === undefined &&
    res.statusCode !== 204 &&
    res.statusCode !== 304;
  const decide = () => {
    const compressible = eligible();
    if (compressible) appendVary(res);
    if (!compressible || !encoding || size < minBytes) {
      mode = 'plain';
      return;
    }
    mode = 'zip';
    res.removeHeader('content-length');
    res.setHeader('content-encoding', encoding);
    zip =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : createGzip();
    zip.on('data', (data) => write(data));
    zip.on('end', () => end());
    zip.on('error', (error) => res.destroy(error));
  };
  const release = () => {
    const chunks = held;
    held = [];
    for (const chunk of chunks) {
      if (mode === 'zip') zip.write(chunk);
      else write(chunk);
    }
  };

  // Next flushes the headers before its first write: held with the body until it is decided
  res.flushHeaders = () => {
    // an answer that will not be compressed whatever its size (an event stream) goes out now
    if (mode === 'held' && !(encoding && eligible())) {
      if (eligible()) appendVary(res);
      mode = 'plain';
    }
    if (mode === 'plain') flushHeaders();
  };
  res.write = (chunk, encoding, callback) => {
    const done = typeof encoding === 'function' ? encoding : callback;
    if (mode === 'held') {
      // an event stream goes out as it comes, never held
      if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) {
        mode = 'plain';
        return write(chunk, encoding, callback);
      }
      const buffer = toBuffer(chunk, encoding);
      held.push(buffer);
      size += buffer.length;
      if (size >= minBytes) {
        decide();
        release();
      }
      done?.();
      return true;
    }
    if (mode === 'zip') {
      zip.write(toBuffer(chunk, encoding), done);
      return true;
    }
    return write(chunk, encoding, callback);
  };
  res.end = (chunk, encoding, callback) => {
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function');
    const last = typeof chunk === 'function' || chunk == null ? null : toBuffer(chunk, encoding);
    if (mode === 'held') {
      if (last) {
        held.push(last);
        size += last.length;
      }
      decide();
      release();
      if (mode === 'plain') return end(done);
    } else if (mode === 'plain') {
      return last ? end(last, done) : end(done);
    } else if (last) zip.write(last);
    if (done) res.once('finish', done);
    zip.end();
    return res;
  };
}
