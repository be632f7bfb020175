import type { OutrightView } from '@/api/catalogue/types';

export const OUTRIGHT_TYPES = ['season', 'stage', 'simple_tournament'] as const;

/** Soonest-deciding first (an end date before none), then by name; ids break ties. */
export function sortOutrights(events: readonly OutrightView[]): OutrightView[] {
  const end = (e: OutrightView) => (e.endDate ? Date.parse(e.endDate) : Number.POSITIVE_INFINITY);
  return [...events].sort((a, b) => end(a) - end(b) || a.name.localeCompare(b.name) || a.id - b.id);
}
