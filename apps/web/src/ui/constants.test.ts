import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_FALLBACK_MS,
  LAZY_CHUNK_DELAY_MS,
  LINK_PREFETCH_MARGIN_PX,
  MODAL_ENTER_MS,
  MODAL_EXIT_MS,
  MODAL_HEIGHT_FRACTION,
  modalExitMs,
} from './constants';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('spec §9 interface constants', () => {
  it('have the spec values', () => {
    expect([MODAL_ENTER_MS, MODAL_EXIT_MS, MODAL_HEIGHT_FRACTION]).toEqual([50, 500, 0.95]);
    expect([LAZY_CHUNK_DELAY_MS, IDLE_FALLBACK_MS, LINK_PREFETCH_MARGIN_PX]).toEqual([
      200, 3000, 200,
    ]);
  });

  it("match the margin at which Next's <Link> prefetches a page (its viewport observer)", () => {
    const require = createRequire(import.meta.url);
    const links = readFileSync(require.resolve('next/dist/client/components/links.js'), 'utf8');
    expect(links).toContain(`rootMargin: '${LINK_PREFETCH_MARGIN_PX}px'`);
  });

  it('a closing modal stays for its exit, or not at all with reduced motion', () => {
    const media = (matches: boolean) => ({ matchMedia: () => ({ matches }) });
    vi.stubGlobal('window', media(false));
    expect(modalExitMs()).toBe(500);
    vi.stubGlobal('window', media(true));
    expect(modalExitMs()).toBe(0);
  });
});

describe('whenIdle (spec §9 idle fallback 3 s)', () => {
  it('asks for an idle moment with the 3 s timeout, and cancels', () => {
    const requestIdleCallback = vi.fn((_work: () => void, _options: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
    const work = vi.fn();
    const cancel = whenIdle(work);
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 3000 });
    requestIdleCallback.mock.calls[0]?.[0]();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback runs after the fallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout, clearTimeout });
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(2999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
