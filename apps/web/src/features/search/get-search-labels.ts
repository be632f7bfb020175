import { getTranslations } from 'next-intl/server';
import { SEARCH_QUERY_MIN } from '@/api/catalogue/search';
import type { AppLocale } from '@/i18n/routing';
import { pluralForms, QUERY_TOKEN, type SearchLabels } from './search-labels';

/** The search modal's texts, read on the server (the app ships no client message catalogue). */
export async function getSearchLabels(locale: AppLocale): Promise<SearchLabels> {
  const t = await getTranslations({ locale, namespace: 'search' });
  return {
    button: t('button'),
    title: t('title'),
    inputLabel: t('inputLabel'),
    placeholder: t('placeholder'),
    hint: t('hint', { min: SEARCH_QUERY_MIN }),
    loading: t('loading'),
    // the placeholder goes through ICU as a plain value and is filled in on the client
    empty: t('empty', { query: QUERY_TOKEN }),
    error: t('error'),
    retry: t('retry'),
    close: t('close'),
    live: t('live'),
    leagues: t('leagues'),
    results: pluralForms(locale, (count) => t('results', { count })),
  };
}
