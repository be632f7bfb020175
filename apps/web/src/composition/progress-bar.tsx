'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { onProgressBarRemoval } from '@/lib/progress-signal';
import { isNavigationClick, PROGRESS, start, trickle } from './progress';
import styles from './progress-bar.module.css';

/**
 * The thin route-change bar (spec §2, §9 constants). It starts on a link click and completes
 * when the new URL is rendered; it writes the DOM directly, so it never re-renders the page.
 */
export function ProgressBar() {
  const bar = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const value = useRef(0);
  const pathname = usePathname();
  const search = useSearchParams();

  useEffect(() => {
    const set = (v: number) => {
      value.current = v;
      if (bar.current) {
        bar.current.style.transform = `scaleX(${v})`;
        bar.current.style.opacity = '1';
      }
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || event.defaultPrevented) return;
      const navigation = isNavigationClick(
        event,
        { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
        window.location,
      );
      if (!navigation) return;
      set(start());
      if (timer.current) clearInterval(timer.current);
      timer.current = setInterval(() => set(trickle(value.current)), PROGRESS.trickleSpeedMs);
    };
    document.addEventListener('click', onClick);
    // spec §8: a failure that ends the navigation's work (locale update) removes the bar
    const offRemoval = onProgressBarRemoval(() => {
      if (timer.current) clearInterval(timer.current);
      timer.current = null;
      value.current = 0;
      if (bar.current) bar.current.style.opacity = '0';
    });
    return () => {
      document.removeEventListener('click', onClick);
      offRemoval();
    };
  }, []);

  useEffect(() => {
    // the new page is on screen: run to the end, then fade out
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    const el = bar.current;
    if (!el || value.current === 0) return;
    el.style.transform = 'scaleX(1)';
    const done = setTimeout(() => {
      el.style.opacity = '0';
      value.current = 0;
    }, PROGRESS.speedMs);
    return () => clearTimeout(done);
  }, [pathname, search]);

  return <div ref={bar} className={styles.bar} aria-hidden="true" />;
}
