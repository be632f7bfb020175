import { forward } from '@/api/forward';
import { configuredProxies } from '@/api/forwarded';
import { serverEnv } from '@/config/env';

// Same-origin proxy to the virtual wallet (spec §7): the launch call and the provider page it
// answers with stay first-party (cookie, frame-src 'self'); target read at run time.
function handle(request: Request): Promise<Response> {
  return forward(request, {
    prefix: '/api/virtual-wallet',
    target: serverEnv().VIRTUAL_WALLET_API_URL,
    name: 'virtual wallet',
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
