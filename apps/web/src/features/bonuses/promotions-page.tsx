import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { getPromotionLabels } from './get-promotion-labels';
import { PromotionsView } from './promotions-view';
import styles from './promotions.module.css';
import layout from '@/ui/page-layout.module.css';

/** Spec §2 `/promotions`: title, what it holds, then the promotions (jackpots given by the route). */
export async function PromotionsPage({
  locale,
  jackpots,
}: {
  locale: AppLocale;
  jackpots: ReactNode;
}) {
  const labels = await getPromotionLabels(locale);
  return (
    <div className={layout.page}>
      <header className={layout.head}>
        <h1 className={layout.title}>{labels.title}</h1>
        <p className={styles.muted}>{labels.description}</p>
      </header>
      <PromotionsView labels={labels} locale={locale} jackpots={jackpots} />
    </div>
  );
}
