'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { saveSettings, settingsQueryOptions } from '@/api/settings';
import buttonStyles from '@/ui/button.module.css';
import { showToast } from '@/ui/toast';
import { formatStakePresets, parseStakePresets } from './stake-presets';
import styles from './stake-presets-editor.module.css';

export interface StakePresetsLabels {
  title: string;
  /** Has `{currency}`. */
  label: string;
  hint: string;
  save: string;
  saved: string;
  failed: string;
  invalid: string;
}

/**
 * The player's stake presets of one currency (spec §3 Betting settings `stakes`), read from and
 * saved to GET/POST /settings. Shown to signed-in players only.
 */
export function StakePresetsEditor({
  currency,
  labels,
}: {
  currency: string;
  labels: StakePresetsLabels;
}) {
  const settings = useQuery(settingsQueryOptions());
  if (!settings.data) return null;
  // keyed by the stored list: a save or another tab's change refreshes the field
  const stored = settings.data.stakes[currency] ?? [];
  return (
    <PresetsForm
      key={`${currency}:${stored.join(',')}`}
      currency={currency}
      stored={stored}
      stakes={settings.data.stakes}
      labels={labels}
    />
  );
}

function PresetsForm({
  currency,
  stored,
  stakes,
  labels,
}: {
  currency: string;
  stored: readonly number[];
  stakes: Record<string, number[]>;
  labels: StakePresetsLabels;
}) {
  const id = useId();
  const client = useQueryClient();
  const [text, setText] = useState(formatStakePresets(stored));
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (values: number[]) => saveSettings({ stakes: { ...stakes, [currency]: values } }),
    onSuccess: (next) => {
      client.setQueryData(settingsQueryOptions().queryKey, next);
      showToast({ type: 'success', title: labels.saved });
    },
    onError: () => showToast({ type: 'error', title: labels.failed }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = parseStakePresets(text);
    setInvalid(values === null);
    if (values) save.mutate(values);
  };
  const hintId = `${id}-hint`;
  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate>
      <h2 className={styles.title}>{labels.title}</h2>
      <label htmlFor={`${id}-stakes`} className={styles.label}>
        {labels.label.replace('{currency}', currency)}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-stakes`}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
        />
        <button
          type="submit"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          disabled={save.isPending}
        >
          {labels.save}
        </button>
      </div>
      <p id={hintId} className={invalid ? styles.error : styles.hint}>
        {invalid ? labels.invalid : labels.hint}
      </p>
    </form>
  );
}
