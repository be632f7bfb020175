'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { parseTheme, themeCookie, type Theme } from './theme';

// the <html data-theme> attribute is the single source of truth: every toggle reads and writes it
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

function readTheme(): Theme {
  return parseTheme(document.documentElement.dataset.theme);
}

/** The current theme and a setter that applies it at once and remembers it in the cookie. */
export function useTheme(serverTheme: Theme): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, readTheme, () => serverTheme);
  const setTheme = useCallback((next: Theme) => {
    document.documentElement.dataset.theme = next;
    document.cookie = themeCookie(next);
  }, []);
  return [theme, setTheme];
}
