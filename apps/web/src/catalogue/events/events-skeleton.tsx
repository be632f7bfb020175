import { Skeleton } from '@/ui/skeleton';
import styles from './events.module.css';
import sectionStyles from './section.module.css';

/**
 * Placeholder of one section while its matches load; `titled: false` when the page already
 * shows the title (then the section is named for assistive technology only).
 */
export function SectionSkeleton({ title, titled = true }: { title: string; titled?: boolean }) {
  return (
    <section
      className={sectionStyles.section}
      aria-busy="true"
      aria-label={titled ? undefined : title}
    >
      {titled ? <h2 className={sectionStyles.title}>{title}</h2> : null}
      <div className={styles.group}>
        {[0, 1, 2].map((row) => (
          <div key={row} className={styles.row}>
            <span className={styles.starSlot} />
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
