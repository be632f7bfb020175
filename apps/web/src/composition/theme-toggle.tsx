'use client';

import { useId } from 'react';
import { useTheme } from '@/theme/use-theme';
import type { Theme } from '@/theme/theme';
import buttonStyles from '@/ui/button.module.css';
import { MoonIcon, SunIcon } from '@/ui/icons';
import styles from './theme-toggle.module.css';

interface ThemeLabels {
  label: string;
  dark: string;
  light: string;
  switchToLight: string;
  switchToDark: string;
}

interface ThemeToggleProps {
  /** The theme the server rendered (from the cookie). */
  serverTheme: Theme;
  labels: ThemeLabels;
  /** `icon`: one button in the header; `segmented`: Dark | Light choice in the side menu. */
  variant: 'icon' | 'segmented';
}

export function ThemeToggle({ serverTheme, labels, variant }: ThemeToggleProps) {
  const [theme, setTheme] = useTheme(serverTheme);
  const labelId = useId();

  if (variant === 'icon') {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    return (
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={next === 'light' ? labels.switchToLight : labels.switchToDark}
        title={next === 'light' ? labels.switchToLight : labels.switchToDark}
        onClick={() => setTheme(next)}
      >
        {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      </button>
    );
  }

  return (
    <div className={styles.row}>
      <span className={styles.label} id={labelId}>
        {labels.label}
      </span>
      <div className={styles.segmented} role="group" aria-labelledby={labelId}>
        {(['dark', 'light'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={styles.segment}
            aria-pressed={theme === option}
            onClick={() => setTheme(option)}
          >
            {option === 'dark' ? (
              <MoonIcon width={18} height={18} />
            ) : (
              <SunIcon width={18} height={18} />
            )}
            {labels[option]}
          </button>
        ))}
      </div>
    </div>
  );
}
