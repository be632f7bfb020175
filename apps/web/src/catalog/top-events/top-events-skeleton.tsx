import sectionStyles from '@/catalog/events/section.module.css';
import { Skeleton } from '@/ui/skeleton';
import styles from './top-events.module.css';

/** The top events' shape while they load: heading, banner and a row of cards. */
export function TopEventsSkeleton({ title }: { title: string }) {
  return (
    <section className={`${sectionStyles.section} ${styles.section}`} aria-busy="true">
      <h2 className={sectionStyles.title}>{title}</h2>
      <div className={styles.banner} aria-hidden="true">
        <Skeleton inlineSize="50%" blockSize="0.9rem" />
        <div className={styles.bannerTeams}>
          <span className={styles.side}>
            <Skeleton inlineSize="48px" blockSize="48px" radius="round" />
            <Skeleton inlineSize="70%" />
          </span>
          <Skeleton inlineSize="3rem" blockSize="1.75rem" />
          <span className={styles.side}>
            <Skeleton inlineSize="48px" blockSize="48px" radius="round" />
            <Skeleton inlineSize="70%" />
          </span>
        </div>
        <Skeleton blockSize="var(--touch-target)" radius="md" />
      </div>
      <ul className={`${styles.strip} ${styles.stripStill}`} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.card}>
            <Skeleton inlineSize="60%" blockSize="0.75rem" />
            <Skeleton inlineSize="80%" />
            <Skeleton inlineSize="70%" />
            <Skeleton blockSize="var(--touch-target)" radius="md" />
          </li>
        ))}
      </ul>
    </section>
  );
}
