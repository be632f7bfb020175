import type { AppLocale } from '@/i18n/routing';
import { getJackpotLabels } from './get-jackpot-labels';
import { JackpotsSection } from './jackpots-section';

/** The jackpots section of /promotions with its texts read on the server. */
export async function JackpotsBlock({ locale }: { locale: AppLocale }) {
  const labels = await getJackpotLabels(locale);
  return <JackpotsSection labels={labels} locale={locale} />;
}
