'use client';

import styles from './top-events.module.css';
import { teamInitials } from './team-initials';

const SIZES = { sm: 20, lg: 48 } as const;

/** A competitor's logo, or its initials when the feed has none; decorative (the name is beside it). */
export function TeamBadge({
  name,
  logo,
  size,
}: {
  name: string;
  logo: string | null;
  size: keyof typeof SIZES;
}) {
  const className = `${styles.badge} ${size === 'lg' ? styles.badgeLg : styles.badgeSm}`;
  if (logo)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- logo hosts are the operator's, unknown at build time
      <img
        src={logo}
        alt=""
        width={SIZES[size]}
        height={SIZES[size]}
        className={className}
        loading="lazy"
        decoding="async"
      />
    );
  return (
    <span className={className} aria-hidden="true">
      {teamInitials(name)}
    </span>
  );
}
