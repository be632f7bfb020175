import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { getJackpotZoneLabels } from './get-jackpot-labels';
import { HeaderJackpot } from './header-jackpot';
import { JACKPOTS_ANCHOR } from './anchor';

/** The header's jackpot card zone (spec §2) with its texts read on the server. */
export async function HeaderJackpotZone({ locale }: { locale: AppLocale }) {
  const labels = await getJackpotZoneLabels(locale);
  return (
    <HeaderJackpot
      labels={labels}
      locale={locale}
      href={`${localizePath('/promotions', locale)}#${JACKPOTS_ANCHOR}`}
    />
  );
}
