import { Skeleton } from '@/ui/skeleton';
import styles from './sports-overview.module.css';

const PLACEHOLDER_CARDS = 8;

interface SportsOverviewSkeletonProps {
  title: string;
  intro: string;
  /** Announced while the cards load. */
  loadingLabel: string;
}

/** The home content's shape while sports load: the real heading, then placeholder cards. */
export function SportsOverviewSkeleton({
  title,
  intro,
  loadingLabel,
}: SportsOverviewSkeletonProps) {
  return (
    <section className={styles.section} aria-busy="true" aria-labelledby="sports-title">
      <header className={styles.head}>
        <h1 id="sports-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      <p className="visually-hidden" role="status">
        {loadingLabel}
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index}>
            <div className={styles.card}>
              <span className={styles.icon}>
                <Skeleton inlineSize="100%" blockSize="100%" radius="md" />
              </span>
              <span className={styles.text}>
                <Skeleton inlineSize="60%" blockSize="1.1rem" />
                <Skeleton inlineSize="40%" blockSize="0.9rem" className={styles.skeletonGap} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
