'use client';

import { useEffect, useState } from 'react';
import { ChevronIcon } from '@/ui/icons';
import {
  isSidebarCollapsed,
  sidebarCookie,
  toggledSidebarState,
  type SidebarState,
} from './sidebar';
import styles from './sidebar-toggle.module.css';

/**
 * Collapses the left sidebar to icons or expands it; the state lives in the `data-sidebar`
 * attribute of the columns (CSS does the rest) and in a cookie for the next page load.
 */
export function SidebarToggle({
  columnsId,
  serverState,
  labels,
}: {
  columnsId: string;
  serverState: SidebarState;
  labels: { collapse: string; expand: string };
}) {
  const [state, setState] = useState(serverState);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const read = () => setWidth(window.innerWidth);
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, []);
  // before the width is known the server's guess (the desktop width) names the button
  const collapsed = isSidebarCollapsed(state, width ?? 1280);
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-controls={columnsId}
      aria-expanded={!collapsed}
      aria-label={collapsed ? labels.expand : labels.collapse}
      title={collapsed ? labels.expand : labels.collapse}
      data-collapsed={collapsed}
      onClick={() => {
        const next = toggledSidebarState(state, window.innerWidth);
        document.getElementById(columnsId)?.setAttribute('data-sidebar', next);
        document.cookie = sidebarCookie(next);
        setState(next);
      }}
    >
      <ChevronIcon className={styles.chevron} />
    </button>
  );
}
