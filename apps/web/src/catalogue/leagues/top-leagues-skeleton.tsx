import sectionStyles from '@/catalogue/events/section.module.css';
import { Skeleton } from '@/ui/skeleton';
import styles from './leagues.module.css';

const PLACEHOLDER_CHIPS = 6;

/** The top-leagues strip's shape while it loads: the heading, then chip placeholders. */
export function TopLeaguesSkeleton({ title }: { title: string }) {
  return (
    <section className={`${sectionStyles.section} ${styles.section}`} aria-busy="true">
      <div className={styles.head}>
        <h2 className={sectionStyles.title}>{title}</h2>
      </div>
      <ul className={`${styles.strip} ${styles.stripStill}`} aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CHIPS }, (_, i) => (
          <li key={i}>
            <span className={styles.chip}>
              <Skeleton inlineSize="7.5rem" blockSize="0.9rem" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
