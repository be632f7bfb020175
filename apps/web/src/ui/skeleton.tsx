import styles from './skeleton.module.css';

interface SkeletonProps {
  /** CSS length, e.g. `60%` or `8rem`. */
  inlineSize?: string;
  blockSize?: string;
  radius?: 'sm' | 'md' | 'pill' | 'round';
  className?: string;
}

/** A placeholder of the real content's size, so nothing shifts when data arrives. */
export function Skeleton({
  inlineSize = '100%',
  blockSize = '1rem',
  radius = 'sm',
  className,
}: SkeletonProps) {
  return (
    <span
      className={[styles.skeleton, styles[radius], className].filter(Boolean).join(' ')}
      style={{ inlineSize, blockSize }}
      aria-hidden="true"
    />
  );
}
