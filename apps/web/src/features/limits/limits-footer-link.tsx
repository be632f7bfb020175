'use client';

import Link from 'next/link';
import { useSystem } from '@/session/use-system';

/** The footer's way to the limits page (issue 14), shown while the site runs responsible gambling. */
export function LimitsFooterLink({
  href,
  label,
  locale,
  className,
}: {
  href: string;
  label: string;
  locale: string;
  className?: string;
}) {
  const system = useSystem(locale);
  if (!system?.features.responsibleGambling) return null;
  return (
    <Link href={href} className={className}>
      {label}
    </Link>
  );
}
