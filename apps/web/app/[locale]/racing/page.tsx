import type { Metadata } from 'next';
import {
  providerMetadata,
  ProviderRoute,
  type ProviderRouteProps,
} from '@/composition/provider-route';

export const generateMetadata = (props: ProviderRouteProps): Promise<Metadata> =>
  providerMetadata(props, 'racing');

/** `/racing` (spec §2): horse racing at the provider, launched through the virtual wallet. */
export default function RacingPage(props: ProviderRouteProps) {
  return <ProviderRoute {...props} provider="racing" />;
}
