import { headers } from 'next/headers';
import { cache } from 'react';
import { getContentPage } from '@/api/content';

/**
 * The content page at `path` for this request's player, once per render (metadata and page
 * share it). The session cookie goes to the backend, which decides the blocks shown.
 */
export const loadContentPage = cache(async (path: string, locale: string) => {
  const cookie = (await headers()).get('cookie');
  return getContentPage(path, locale, cookie);
});
