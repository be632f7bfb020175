import type { ErrorReportWire } from '@sportsbook/contract/error-reporting';
import type { EnvelopeItem } from './envelope';

/**
 * The reference backend's error-reporting sink (issue 17): what arrived at the ingest endpoint,
 * kept in bounded memory (newest `capacity` items), for the demo and for tests to read.
 */
export class ErrorSink {
  private readonly items: ErrorReportWire[] = [];
  private nextId = 1;
  private droppedCount = 0;

  constructor(readonly capacity = 500) {}

  add(projectId: string, items: readonly EnvelopeItem[], now = new Date()): void {
    for (const item of items) {
      this.items.push({
        id: this.nextId++,
        received_at: now.toISOString(),
        project_id: projectId,
        type: item.type,
        payload: item.payload,
      });
    }
    const over = this.items.length - this.capacity;
    if (over > 0) {
      this.items.splice(0, over);
      this.droppedCount += over;
    }
  }

  /** Items oldest first, optionally of one type. */
  list(type?: string): { reports: ErrorReportWire[]; dropped: number } {
    const reports = type ? this.items.filter((item) => item.type === type) : [...this.items];
    return { reports, dropped: this.droppedCount };
  }

  clear(): void {
    this.items.length = 0;
    this.droppedCount = 0;
  }
}
