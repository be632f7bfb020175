/** Stake presets a player may keep per currency (the settings contract allows up to 8). */
export const MAX_STAKE_PRESETS = 8;

/**
 * Stake presets as typed ("5, 10 25"; a decimal comma in "2,5" is not supported: use a dot),
 * in major units: positive numbers, duplicates dropped, ascending. Null when anything is not a
 * positive number or there are more than {@link MAX_STAKE_PRESETS}.
 */
export function parseStakePresets(input: string): number[] | null {
  const parts = input
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return [];
  const values: number[] = [];
  for (const part of parts) {
    if (!/^\d+(\.\d+)?$/.test(part)) return null;
    const value = Number(part);
    if (!(value > 0) || !Number.isFinite(value)) return null;
    values.push(value);
  }
  const unique = [...new Set(values)].sort((a, b) => a - b);
  return unique.length > MAX_STAKE_PRESETS ? null : unique;
}

/** Presets as the editor shows them: "5, 10, 25". */
export const formatStakePresets = (values: readonly number[]): string => values.join(', ');
