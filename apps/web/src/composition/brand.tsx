import Link from 'next/link';
import styles from './brand.module.css';

/** Brand logo and name, linking to the locale home. Colours come from the brand tokens. */
export function Brand({
  name,
  homeLabel,
  homeHref,
}: {
  name: string;
  homeLabel: string;
  homeHref: string;
}) {
  return (
    <Link href={homeHref} className={styles.brand} aria-label={homeLabel}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="9" className={styles.markBg} />
        <path
          d="M21.5 10.5c-1.2-1.4-3.1-2.2-5.4-2.2-3.4 0-5.6 1.8-5.6 4.3 0 5.3 10.8 3.3 10.8 8 0 1.9-1.9 3.2-4.9 3.2-2.5 0-4.5-.9-5.8-2.5"
          className={styles.markS}
        />
      </svg>
      <span className={styles.name}>{name}</span>
    </Link>
  );
}
