import type { MatchEventFlags } from '@sportsbook/betting/live/match-event-visibility';
import type { Provider } from '@sportsbook/betting/ticket/types';
import { PROVIDERS } from '@sportsbook/betting/vocabulary';
import { serverEnv } from '@/config/env';
import type { AppLocale } from '@/i18n/routing';
import { getSearchLabels } from './get-search-labels';
import { SearchModal } from './search-modal';

const isProvider = (value: string): value is Provider =>
  (PROVIDERS as readonly string[]).includes(value);

/**
 * The header's search button and modal (spec §2 navigation zone "search"), with its texts and the
 * feature flags read on the server and handed to the client component as plain props.
 */
export async function HeaderSearch({
  locale,
  withButton = true,
}: {
  locale: AppLocale;
  /** False: the modal alone, opened by a search zone placed elsewhere. */
  withButton?: boolean;
}) {
  const labels = await getSearchLabels(locale);
  const env = serverEnv();
  const flags: MatchEventFlags = {
    enabledSportTypes: env.ENABLED_SPORT_TYPES,
    enabledProviders: env.ENABLED_PROVIDERS.filter(isProvider),
  };
  return <SearchModal labels={labels} locale={locale} flags={flags} withButton={withButton} />;
}
