import { forward } from '@/api/forward';
import { configuredProxies } from '@/api/forwarded';
import { serverEnv } from '@/config/env';

// Same-origin proxy to the casino-platform backend (see src/api/forward.ts); target read at run time.
function handle(request: Request): Promise<Response> {
  return forward(request, {
    prefix: '/api/platform',
    target: serverEnv().PLATFORM_API_URL,
    name: 'platform',
    trustedProxies: configuredProxies(),
  });
}

export const dynamic = 'force-dynamic';
export {
  handle as GET,
  handle as HEAD,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
};
