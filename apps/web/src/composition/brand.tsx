import Link from 'next/link';
import styles from './brand.module.css';

/**
 * Brand logo and name, linking to the locale home. The operator's logo (spec §3 site
 * configuration) replaces the built-in mark and name; the built-in one takes the brand tokens.
 */
export function Brand({
  name,
  homeLabel,
  homeHref,
  logo = null,
}: {
  name: string;
  homeLabel: string;
  homeHref: string;
  logo?: { url: string; alt: string } | null;
}) {
  if (logo)
    return (
      <Link href={homeHref} className={styles.brand} aria-label={homeLabel}>
        {/* an operator logo of any host and shape: Next's optimizer would need each host listed */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={logo.url} alt={logo.alt} className={styles.logo} height={32} />
      </Link>
    );
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
