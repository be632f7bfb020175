'use client';

import { useId } from 'react';
import { isOddsType, ODDS_TYPES, type OddsType } from '@sportsbook/betting/odds/odds-type';
import { ChevronDownIcon } from '@/ui/icons';
import { setOddsType } from '../odds-type-store';
import { useOddsType } from '../use-odds-type';
import { useOddsMessages } from './odds-messages-provider';
import styles from './odds-type-switcher.module.css';

export interface OddsTypeSwitcherProps {
  /** The types to offer (settings `oddsTypes`, spec §3); all seven by default. */
  types?: readonly OddsType[];
  /** Show the label beside the control (side menu) or only to screen readers (header). */
  showLabel?: boolean;
}

/** The odds-type picker of the header: a native select, so keyboard and screen readers just work. */
export function OddsTypeSwitcher({ types = ODDS_TYPES, showLabel = false }: OddsTypeSwitcherProps) {
  const id = useId();
  const messages = useOddsMessages();
  const active = useOddsType();
  // the stored type stays selectable even when the operator no longer offers it
  const options = types.includes(active) ? types : [active, ...types];
  return (
    <div className={showLabel ? styles.row : styles.compact}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {messages.typeLabel}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={active}
          onChange={(event) => {
            if (isOddsType(event.target.value)) setOddsType(event.target.value);
          }}
        >
          {options.map((type) => (
            <option key={type} value={type}>
              {messages.types[type]}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} width={16} height={16} />
      </div>
    </div>
  );
}
