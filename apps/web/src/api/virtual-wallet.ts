import type {
  LaunchApp,
  LaunchRequestWire,
  LaunchResponseWire,
  VirtualWalletProvider,
} from '@sportsbook/contract/virtual-wallet';
import { apiRequest, lazySchema } from './client';

// the contract's schemas (and zod) load on the first call (issue 18: first-load JS)
const wireVirtualWallet = () => import('@sportsbook/contract/virtual-wallet');

export type { LaunchApp, VirtualWalletProvider };

/** A provider's page opened for the player (spec §7 virtual wallet launch). */
export interface ProviderLaunch {
  /** The page to frame: a site path through the same-origin proxy, or the provider's URL. */
  frameUrl: string;
}

export const providerLaunchFromWire = (w: LaunchResponseWire): ProviderLaunch => ({
  frameUrl: w.url,
});

/**
 * POST {virtual wallet}/{provider}/launch {app} (spec §7): the player's page at the provider, in
 * the page's language. Player-only: an anonymous call answers 401.
 */
export async function launchProvider(
  input: { provider: VirtualWalletProvider; app: LaunchApp; locale: string },
  signal?: AbortSignal,
): Promise<ProviderLaunch> {
  const body: LaunchRequestWire = { app: input.app };
  const res = await apiRequest({
    api: 'virtualWallet',
    path: `/${input.provider}/launch`,
    method: 'POST',
    query: { locale: input.locale },
    body,
    schema: lazySchema(wireVirtualWallet, 'launchResponseSchema'),
    signal,
  });
  return providerLaunchFromWire(res);
}

/** Query key of a launch: one launch per provider, layout and language while the page is open. */
export const providerLaunchKey = (
  provider: VirtualWalletProvider,
  app: LaunchApp,
  locale: string,
) => ['virtual-wallet', 'launch', provider, app, locale] as const;
