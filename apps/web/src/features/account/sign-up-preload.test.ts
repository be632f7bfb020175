import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, shouldPreloadSignUp, whenIdle } from './sign-up-preload';

afterEach(() => {
  vi.useRealTimers();
});

describe('shouldPreloadSignUp (spec §6 sign-up iframe preloader flag)', () => {
  it.each([
    [true, 'notLoggedIn', true],
    [false, 'notLoggedIn', false],
    [true, 'loggedIn', false],
    [true, 'unknown', false],
    [true, 'pending', false],
  ] as const)('flag %s, %s -> %s', (flag, status, expected) => {
    expect(shouldPreloadSignUp(flag, status)).toBe(expected);
  });
});

describe('whenIdle', () => {
  it('uses the idle callback with the 3 s fallback as its timeout, and cancels it', () => {
    const requestIdleCallback = vi.fn((_cb: () => void, _o?: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    const target = { requestIdleCallback, cancelIdleCallback } as never;
    const task = vi.fn();
    const cancel = whenIdle(task, target);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: IDLE_FALLBACK_MS });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without an idle callback runs the task after 3 s, unless cancelled', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, {} as never);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    whenIdle(other, {} as never)();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(other).not.toHaveBeenCalled();
  });
});
