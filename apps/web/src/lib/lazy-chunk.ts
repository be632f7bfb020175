import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Waits between tries of a chunk that did not load (the bundler already retried once). */
export const CHUNK_RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

interface ChunkEnv {
  isOnline: () => boolean;
  /** Resolves when the browser says it is back online. */
  whenOnline: () => Promise<void>;
  sleep: (ms: number) => Promise<void>;
}

const browserEnv: ChunkEnv = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  whenOnline: () =>
    new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A code chunk's import that survives the network going away (spec §8: going offline shows the
 * connection alert, not the error page): a failed load waits until the browser is online, then
 * tries again a few times; only the last failure reaches the error boundary.
 */
export async function importChunk<T>(
  load: () => Promise<T>,
  env: ChunkEnv = browserEnv,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      if (!env.isOnline()) await env.whenOnline();
      await env.sleep(delay);
    }
  }
}

/** React.lazy over importChunk: a lazy component whose code arrives once the network is back. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => importChunk(load));
}
