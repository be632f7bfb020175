/** Spec §9: layout size reports are debounced 100 ms. */
export const SIZE_REPORT_DEBOUNCE_MS = 100;

export interface PageSize {
  height: number;
  width: number;
}

/** What the reporter observes: the document's element and a ResizeObserver constructor. */
export interface SizeSource {
  element: Element;
  measure: () => PageSize;
  ResizeObserver: typeof ResizeObserver;
}

/**
 * Reports the page's size to `report` after each change, debounced (spec §9) and only when it
 * differs from the last report; `flush` reports the current size at once (iframe integration).
 * @returns flush and stop
 */
export function watchPageSize(source: SizeSource, report: (size: PageSize) => void) {
  let last: PageSize | null = null;
  const send = (size: PageSize) => {
    if (last && last.height === size.height && last.width === size.width) return;
    last = size;
    report(size);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  // measured when the last change has settled, so the report is the size after it
  const observer = new source.ResizeObserver(() => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      send(source.measure());
    }, SIZE_REPORT_DEBOUNCE_MS);
  });
  observer.observe(source.element);
  return {
    flush(): void {
      cancel();
      last = null;
      send(source.measure());
    },
    stop(): void {
      cancel();
      observer.disconnect();
    },
  };
}

/** The document's full size: what the host needs to show it without a scroll bar in the frame. */
export const measureDocument = (doc: Document) => (): PageSize => ({
  height: Math.ceil(doc.documentElement.scrollHeight),
  width: Math.ceil(doc.documentElement.scrollWidth),
});
