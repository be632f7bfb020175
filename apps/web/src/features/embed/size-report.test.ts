import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SIZE_REPORT_DEBOUNCE_MS, watchPageSize, type PageSize } from './size-report';

let observed: (() => void) | null = null;
class FakeResizeObserver {
  constructor(callback: () => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {
    observed = null;
  }
}

function setup() {
  let size: PageSize = { height: 100, width: 50 };
  const reports: PageSize[] = [];
  const watch = watchPageSize(
    {
      element: {} as Element,
      measure: () => size,
      ResizeObserver: FakeResizeObserver as unknown as typeof ResizeObserver,
    },
    (s) => reports.push(s),
  );
  const resize = (next: PageSize) => {
    size = next;
    observed?.();
  };
  return { watch, reports, resize };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('watchPageSize (spec §9: layout size reports debounced 100 ms)', () => {
  test('a burst of changes is one report, 100 ms after the last, of the final size', () => {
    const { reports, resize } = setup();
    resize({ height: 200, width: 50 });
    vi.advanceTimersByTime(60);
    resize({ height: 300, width: 50 });
    vi.advanceTimersByTime(SIZE_REPORT_DEBOUNCE_MS - 1);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reports).toEqual([{ height: 300, width: 50 }]);
  });

  test('an unchanged size is not reported again; flush reports at once', () => {
    const { watch, reports, resize } = setup();
    resize({ height: 200, width: 50 });
    vi.advanceTimersByTime(SIZE_REPORT_DEBOUNCE_MS);
    resize({ height: 200, width: 50 });
    vi.advanceTimersByTime(SIZE_REPORT_DEBOUNCE_MS);
    expect(reports).toHaveLength(1);
    watch.flush();
    expect(reports).toHaveLength(2);
  });

  test('stop drops a pending report', () => {
    const { watch, reports, resize } = setup();
    resize({ height: 200, width: 50 });
    watch.stop();
    vi.advanceTimersByTime(SIZE_REPORT_DEBOUNCE_MS);
    expect(reports).toEqual([]);
  });
});
