import { tunnelEnvelope } from '@/api/error-tunnel';
import { serverEnv } from '@/config/env';

// The browser's error-reporting tunnel (issue 17): envelopes go on to SENTRY_DSN only.
function handle(request: Request): Promise<Response> {
  return tunnelEnvelope(request, serverEnv().SENTRY_DSN);
}

export const dynamic = 'force-dynamic';
export { handle as POST };
