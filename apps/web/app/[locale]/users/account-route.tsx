import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { OpenAccountModal } from '@/features/account';
import type { AccountModal } from '@/session/modal-route';
import { pageMetadata } from '@/features/seo/server';
import { isAppLocale } from '@/i18n/paths';
import HomePage from '../(home)/page';

interface PageProps {
  params: Promise<{ locale: string }>;
}

const TITLE_KEYS = {
  signIn: 'titles.signIn',
  signUp: 'titles.signUp',
  passwordNew: 'titles.passwordNew',
  passwordEdit: 'titles.passwordEdit',
  confirmation: 'titles.confirmation',
  unlock: 'titles.unlock',
} as const satisfies Record<AccountModal, string>;

/**
 * An account route of spec §2 (/users/sign-in, ...): the home page with the matching modal open
 * over it, so a shared or bookmarked link lands on the real site. Kept out of search results.
 */
export function accountRoute(modal: AccountModal, pathname: string) {
  async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const { locale } = await params;
    if (!isAppLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace: 'auth' });
    return pageMetadata({ locale, pathname, title: t(TITLE_KEYS[modal]), noindex: true });
  }

  async function AccountRoutePage({ params }: PageProps) {
    const { locale } = await params;
    if (!isAppLocale(locale)) notFound();
    return (
      <>
        <HomePage params={params} />
        <OpenAccountModal modal={modal} locale={locale} />
      </>
    );
  }

  return { generateMetadata, AccountRoutePage };
}
