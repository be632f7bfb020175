import { describe, expect, it } from 'vitest';
import type { BonusNotice } from '@/api/promotions-notices';
import { dismissCurrent, EMPTY_ALERT_QUEUE, queueNotice, showNext } from './alert-queue';

const freebet: BonusNotice = { id: 'fb-1', type: 'freebet_no_risk', name: 'Welcome free bet' };
const hunting: BonusNotice = { id: 'h-1', type: 'hunting', name: 'Goal hunt' };

describe('bonus alert queue (spec §4)', () => {
  it('queues a notice and shows it once the delay is over', () => {
    const queued = queueNotice(EMPTY_ALERT_QUEUE, freebet);
    expect(queued.current).toBeNull();
    expect(queued.pending).toEqual([freebet]);
    const { queue, dismissed } = showNext(queued);
    expect(queue.current).toEqual(freebet);
    expect(queue.pending).toEqual([]);
    expect(dismissed).toBeNull();
  });

  it('shows each bonus once: the same notice again, even after dismissal, is ignored', () => {
    let queue = queueNotice(EMPTY_ALERT_QUEUE, freebet);
    queue = queueNotice(queue, { ...freebet });
    expect(queue.pending).toHaveLength(1);
    queue = dismissCurrent(showNext(queue).queue);
    expect(queueNotice(queue, freebet)).toBe(queue);
  });

  it('the same id of another type is another bonus', () => {
    const queue = queueNotice(queueNotice(EMPTY_ALERT_QUEUE, freebet), { ...hunting, id: 'fb-1' });
    expect(queue.pending).toHaveLength(2);
  });

  it('one at a time: the next one replaces the shown one, which is dismissed', () => {
    let queue = showNext(queueNotice(EMPTY_ALERT_QUEUE, freebet)).queue;
    queue = queueNotice(queue, hunting);
    expect(queue.current).toEqual(freebet);
    const next = showNext(queue);
    expect(next.queue.current).toEqual(hunting);
    expect(next.dismissed).toEqual(freebet);
  });

  it('keeps the order of arrival', () => {
    const queue = queueNotice(queueNotice(EMPTY_ALERT_QUEUE, hunting), freebet);
    expect(showNext(queue).queue.current).toEqual(hunting);
  });

  it('nothing waiting: the delay changes nothing', () => {
    expect(showNext(EMPTY_ALERT_QUEUE)).toEqual({ queue: EMPTY_ALERT_QUEUE, dismissed: null });
    expect(dismissCurrent(EMPTY_ALERT_QUEUE)).toBe(EMPTY_ALERT_QUEUE);
  });
});
