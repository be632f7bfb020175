import type { ReactNode } from 'react';

/**
 * A signed or formatted number (odds, money, score, counter) isolated as left-to-right text, so
 * a right-to-left page keeps `+1134` and `2 : 1` as written (spec §2 RTL), as the match clock is.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
