/**
 * The items a content block shows (spec §2 jackpot banner, prediction): the one of `id` only
 * when the operator named one (none when it is gone), else all of them.
 */
export function pickById<T extends { id: string }>(items: readonly T[], id: string | null): T[] {
  return id === null ? [...items] : items.filter((item) => item.id === id);
}
