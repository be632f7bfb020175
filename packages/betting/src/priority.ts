/** Anything ordered by the spec's priority sort key (sports, categories, leagues). */
export interface Prioritised {
  priority: number;
}

/**
 * Orders by descending priority, so the top sport or league comes first; ties keep a stable
 * order by the secondary key (the spec's "id" sort key).
 */
export function compareByPriority<T extends Prioritised & { id: number }>(a: T, b: T): number {
  return b.priority - a.priority || a.id - b.id;
}
