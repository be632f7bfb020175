import { createStore } from './store';

/**
 * Asks the route progress bar (composition/progress-bar.tsx) to go away from below the
 * composition layer: spec §8 "locale update failure: the progress bar is removed".
 */
const removals = createStore<number>(() => 0);

export function removeProgressBar(): void {
  removals.set(removals.get() + 1);
}

export function onProgressBarRemoval(listener: () => void): () => void {
  return removals.subscribe(listener);
}
