import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import styles from './wallet.module.css';
import layout from '@/ui/page-layout.module.css';

/** Title of a wallet page with the links between deposit and transaction history. */
export async function WalletHeader({
  locale,
  current,
}: {
  locale: AppLocale;
  current: 'deposit' | 'transactions';
}) {
  const t = await getTranslations({ locale, namespace: 'wallet' });
  const pages = [
    { key: 'deposit', href: '/profile/wallet/deposit', label: t('nav.deposit') },
    { key: 'transactions', href: '/profile/wallet/transactions', label: t('nav.transactions') },
  ] as const;
  return (
    <header className={layout.head}>
      <h1 className={layout.title}>{t(`${current}.title`)}</h1>
      <p className={styles.muted}>{t(`${current}.description`)}</p>
      <nav className={styles.tabs} aria-label={t('nav.label')}>
        {pages.map((page) => (
          <Link
            key={page.key}
            href={localizePath(page.href, locale)}
            aria-current={page.key === current ? 'page' : undefined}
            prefetch={false}
          >
            {page.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
