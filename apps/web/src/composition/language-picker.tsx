'use client';

import { useId } from 'react';
import { rememberLocale } from '@/i18n/stored-locale';
import { switchLocaleHref } from '@/i18n/switch-locale';
import type { AppLocale } from '@/i18n/routing';
import { ChevronDownIcon } from '@/ui/icons';
import { LocaleIcon } from '@/ui/locale-icons';
import styles from './language-picker.module.css';

export interface LanguageOption {
  locale: AppLocale;
  /** The language's name in itself ("Deutsch"), so every reader finds their own. */
  label: string;
}

interface LanguagePickerProps {
  current: AppLocale;
  options: readonly LanguageOption[];
  label: string;
  /** Show the label text beside the control (side menu) or only to screen readers (header). */
  showLabel?: boolean;
}

/** Switching locale rewrites the first path segment, keeps query and hash, and reloads (spec §2). */
export function LanguagePicker({
  current,
  options,
  label,
  showLabel = false,
}: LanguagePickerProps) {
  const id = useId();
  return (
    <div className={showLabel ? styles.row : styles.compact}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {label}
      </label>
      <div className={styles.control}>
        {/* the current language's mark (spec §9 custom icons for ar and en); a select option holds text only */}
        <LocaleIcon locale={current} className={styles.globe} width={18} height={18} />
        <select
          id={id}
          className={styles.select}
          value={current}
          onChange={(event) => {
            const target = event.target.value as AppLocale;
            // spec §9 stored key `locale`: the choice, for pages whose path names no locale
            rememberLocale(target);
            window.location.assign(switchLocaleHref(window.location, target));
          }}
        >
          {options.map((option) => (
            <option key={option.locale} value={option.locale} lang={option.locale}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} width={16} height={16} />
      </div>
    </div>
  );
}
