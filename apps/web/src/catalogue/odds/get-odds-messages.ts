import { getTranslations } from 'next-intl/server';
import { ODDS_TYPES } from '@sportsbook/betting/odds/odds-type';
import type { AppLocale } from '@/i18n/routing';
import type { OddsMessages } from './odds-messages';

/**
 * The odds texts for {@link OddsMessagesProvider}, read on the server: the app ships no
 * NextIntlClientProvider, so client components get their texts as props.
 */
export async function getOddsMessages(locale: AppLocale): Promise<OddsMessages> {
  const t = await getTranslations({ locale, namespace: 'odds' });
  return {
    typeLabel: t('typeLabel'),
    types: Object.fromEntries(
      ODDS_TYPES.map((type) => [type, t(`types.${type}`)]),
    ) as OddsMessages['types'],
    suspended: t('suspended'),
    wentUp: t('wentUp'),
    wentDown: t('wentDown'),
  };
}
