import { LimitsFooterLink } from '@/features/limits';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import styles from './site-footer.module.css';

/**
 * The page footer: the age notice and the way to the responsible-gambling tools (issue 14). The
 * operator's own footer (partners, menu, legal texts) joins it with the site configuration.
 */
export function SiteFooter({
  locale,
  labels,
}: {
  locale: AppLocale;
  labels: { label: string; ageNotice: string; responsibleGambling: string };
}) {
  return (
    <footer className={styles.footer} aria-label={labels.label}>
      <p className={styles.notice}>
        <span className={styles.age} aria-hidden="true">
          18+
        </span>
        {labels.ageNotice}
      </p>
      <LimitsFooterLink
        href={localizePath('/profile/limits', locale)}
        label={labels.responsibleGambling}
        locale={locale}
        className={styles.link}
      />
    </footer>
  );
}
