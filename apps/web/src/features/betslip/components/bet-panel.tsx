import { getTranslations } from 'next-intl/server';
import { TicketIcon } from '@/ui/icons';
import styles from './bet-panel.module.css';

/**
 * The bet panel region (spec §2, BET_SLIP tab). No selections exist yet, so it shows the slip's
 * honest empty state; My Bets is hidden until sign-in exists, so the tab falls back to BET_SLIP.
 */
export async function BetPanel({ variant = 'sidebar' }: { variant?: 'sidebar' | 'sheet' }) {
  const t = await getTranslations('betslip');
  return (
    <section
      className={variant === 'sidebar' ? styles.panel : styles.sheet}
      aria-label={t('title')}
    >
      {variant === 'sidebar' ? (
        <div className={styles.tabs}>
          <h2 className={styles.tab}>{t('title')}</h2>
        </div>
      ) : null}
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <TicketIcon width={28} height={28} />
        </span>
        <p>{t('empty')}</p>
      </div>
    </section>
  );
}
