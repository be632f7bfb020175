/**
 * Calls `apply` with the last pushed value once no new value came for `delayMs`. Framework-free,
 * so the timing is tested without rendering.
 */
export function createDebouncer<T>(delayMs: number, apply: (value: T) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(value: T): void {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        apply(value);
      }, delayMs);
    },
    /** Drops a pending value (on unmount). */
    cancel(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
