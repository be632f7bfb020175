import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * next-intl's locale-aware navigation (Link, redirect, useRouter, getPathname) for later use.
 * Server components link with `next/link` + `localizePath()` (src/i18n/paths.ts) instead, so no
 * NextIntlClientProvider (and its message formatter, ~16 kB gzip) ships to the browser. A client
 * component that needs these helpers must first add that provider to src/composition/locale-document.
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
