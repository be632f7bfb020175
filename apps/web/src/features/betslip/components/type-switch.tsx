'use client';

import { useId } from 'react';
import { text, type MessageTree } from '../slip-messages';
import type { SlipTypeChoice } from '../slip-view';
import styles from './slip.module.css';

/** The bet type of a slip of several selections: singles, combo or system (spec §4). */
export function TypeSwitch({
  messages: m,
  choices,
  chosen,
  disabled,
  onChoose,
}: {
  messages: MessageTree;
  choices: SlipTypeChoice[];
  chosen: SlipTypeChoice | undefined;
  disabled: boolean;
  onChoose: (type: SlipTypeChoice) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.types} disabled={disabled}>
      <legend className={styles.visuallyHidden}>{text(m, 'type.label')}</legend>
      {choices.map((choice) => (
        <label key={choice} className={styles.type} data-checked={chosen === choice}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={chosen === choice}
            onChange={() => onChoose(choice)}
          />
          <span>{text(m, `type.${choice}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
