import type { Metadata } from 'next';
import {
  providerMetadata,
  ProviderRoute,
  type ProviderRouteProps,
} from '@/composition/provider-route';

export const generateMetadata = (props: ProviderRouteProps): Promise<Metadata> =>
  providerMetadata(props, 'lottery');

/** `/lotteries` (spec §2): lotteries at the provider, launched through the virtual wallet. */
export default function LotteriesPage(props: ProviderRouteProps) {
  return <ProviderRoute {...props} provider="lottery" />;
}
