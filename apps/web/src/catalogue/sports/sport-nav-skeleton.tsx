import { Skeleton } from '@/ui/skeleton';
import styles from './sport-nav.module.css';

const PLACEHOLDER_ROWS = 8;

/** The sport list's shape while it loads. */
export function SportNavSkeleton() {
  return (
    <div className={styles.nav} aria-hidden="true">
      <span className={styles.title}>
        <Skeleton inlineSize="4rem" blockSize="0.8rem" />
      </span>
      <ul className={styles.list}>
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
          <li key={index} className={styles.item}>
            <Skeleton inlineSize="28px" blockSize="28px" />
            <Skeleton inlineSize={`${50 + ((index * 17) % 35)}%`} blockSize="0.9rem" />
          </li>
        ))}
      </ul>
    </div>
  );
}
