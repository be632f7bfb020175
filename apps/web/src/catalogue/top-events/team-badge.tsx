'use client';

import { proxiedImage } from '@/lib/image-proxy';
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
      // eslint-disable-next-line @next/next/no-img-element -- resized by the web's own image proxy (spec §7)
      <img
        src={proxiedImage(logo, SIZES[size])}
        srcSet={`${proxiedImage(logo, SIZES[size] * 2)} 2x`}
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
