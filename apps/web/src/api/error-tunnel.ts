import { envelopeUrl, parseDsn, sentryAuthHeader } from '@sportsbook/contract/error-reporting';

/**
 * The browser's error reports arrive here on the page's own origin (the CSP allows no other, and
 * trackers blockers leave it alone) and go on to the configured DSN only: never an open relay.
 */

/** The biggest envelope passed on (errors, not attachments). */
export const MAX_TUNNEL_BYTES = 256 * 1024;

const json = (status: number, code: string, message: string) =>
  Response.json({ code, message }, { status });

export async function tunnelEnvelope(
  request: Request,
  configuredDsn: string | undefined,
  send: typeof fetch = fetch,
): Promise<Response> {
  const dsn = configuredDsn ? parseDsn(configuredDsn) : null;
  if (!dsn) return json(404, 'not_found', 'Error reporting is off');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_TUNNEL_BYTES) return json(413, 'payload_too_large', 'Envelope too large');
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > MAX_TUNNEL_BYTES)
    return json(413, 'payload_too_large', 'Envelope too large');
  const end = body.indexOf(0x0a);
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder().decode(end === -1 ? body : body.subarray(0, end)));
  } catch {
    return json(400, 'invalid_envelope', 'The envelope header is not JSON');
  }
  const claimed =
    header && typeof header === 'object' && typeof (header as { dsn?: unknown }).dsn === 'string'
      ? parseDsn((header as { dsn: string }).dsn)
      : null;
  if (
    !claimed ||
    claimed.host !== dsn.host ||
    claimed.projectId !== dsn.projectId ||
    claimed.publicKey !== dsn.publicKey
  )
    return json(403, 'unknown_dsn', 'The envelope is not for this site');
  try {
    const upstream = await send(envelopeUrl(dsn), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-sentry-envelope',
        'X-Sentry-Auth': sentryAuthHeader(dsn, 'sportsbook-web-tunnel/1'),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return new Response(await upstream.text(), {
      status: upstream.status,
      headers: { 'Content-Type': 'application/json' },
    });
  } catch {
    return json(502, 'bad_gateway', 'Error reporting is unreachable');
  }
}
