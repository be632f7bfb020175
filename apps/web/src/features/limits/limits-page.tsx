import type { AppLocale } from '@/i18n/routing';
import { LimitsView } from './limits-view';
import styles from './limits.module.css';
import layout from '@/ui/page-layout.module.css';
import { getLimitLabels } from './get-limit-labels';

/** `/profile/limits` (spec §3 User limit): title, what the limits do, and the player's limits. */
export async function LimitsPage({ locale }: { locale: AppLocale }) {
  const labels = await getLimitLabels(locale);
  return (
    <div className={layout.page}>
      <header className={layout.head}>
        <h1 className={layout.title}>{labels.title}</h1>
        <p className={styles.muted}>{labels.description}</p>
      </header>
      <LimitsView labels={labels} locale={locale} />
    </div>
  );
}
