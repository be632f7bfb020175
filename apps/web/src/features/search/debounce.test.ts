import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createDebouncer } from './debounce';

describe('createDebouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('applies only the last value, once typing pauses for the delay', () => {
    const apply = vi.fn();
    const debouncer = createDebouncer(300, apply);
    debouncer.push('por');
    vi.advanceTimersByTime(200);
    debouncer.push('port');
    vi.advanceTimersByTime(299);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith('port');
  });

  test('each pause applies its value', () => {
    const apply = vi.fn();
    const debouncer = createDebouncer(300, apply);
    debouncer.push('abc');
    vi.advanceTimersByTime(300);
    debouncer.push('abcd');
    vi.advanceTimersByTime(300);
    expect(apply.mock.calls).toEqual([['abc'], ['abcd']]);
  });

  test('cancel drops a pending value', () => {
    const apply = vi.fn();
    const debouncer = createDebouncer(300, apply);
    debouncer.push('abc');
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(apply).not.toHaveBeenCalled();
  });
});
