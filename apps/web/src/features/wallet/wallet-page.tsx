import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { WalletHeader } from './wallet-header';
import layout from '@/ui/page-layout.module.css';

/** A wallet page (spec §2 profile/wallet): the wallet tabs above the page's content. */
export function WalletPage({
  locale,
  current,
  children,
}: {
  locale: AppLocale;
  current: 'deposit' | 'transactions';
  children: ReactNode;
}) {
  return (
    <div className={layout.page}>
      <WalletHeader locale={locale} current={current} />
      {children}
    </div>
  );
}
