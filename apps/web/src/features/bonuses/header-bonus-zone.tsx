import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { getBonusZoneLabels } from './get-promotion-labels';
import { HeaderBonus } from './header-bonus';

/** The header's bonus zone (spec §2) with its texts read on the server. */
export async function HeaderBonusZone({ locale }: { locale: AppLocale }) {
  const labels = await getBonusZoneLabels(locale);
  return (
    <HeaderBonus
      labels={labels}
      locale={locale}
      promotionsHref={localizePath('/promotions', locale)}
    />
  );
}
