import { Skeleton } from '@/ui/skeleton';
import styles from './events.module.css';
import sectionStyles from './section.module.css';

/** Placeholder of a list page while it loads: a title and league blocks of rows. */
export function EventsSkeleton({ label }: { label: string }) {
  return (
    <div className={sectionStyles.page} role="status" aria-label={label}>
      <Skeleton inlineSize="40%" blockSize="2rem" />
      {[0, 1].map((group) => (
        <div key={group} className={styles.group}>
          <div className={styles.groupHead}>
            <Skeleton inlineSize="30%" />
          </div>
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className={styles.row}>
              <span className={styles.rowLink}>
                <Skeleton inlineSize="20%" blockSize="0.75rem" />
                <Skeleton inlineSize="60%" />
                <Skeleton inlineSize="55%" />
              </span>
              <Skeleton inlineSize="176px" blockSize="44px" radius="md" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Placeholder of one titled section while its matches load. */
export function SectionSkeleton({ title }: { title: string }) {
  return (
    <section className={sectionStyles.section} aria-busy="true">
      <h2 className={sectionStyles.title}>{title}</h2>
      <div className={styles.group}>
        {[0, 1, 2].map((row) => (
          <div key={row} className={styles.row}>
            <span className={styles.rowLink}>
              <Skeleton inlineSize="20%" blockSize="0.75rem" />
              <Skeleton inlineSize="60%" />
              <Skeleton inlineSize="55%" />
            </span>
            <Skeleton inlineSize="164px" blockSize="44px" radius="md" />
          </div>
        ))}
      </div>
    </section>
  );
}
