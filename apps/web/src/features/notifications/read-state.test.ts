import { describe, expect, it } from 'vitest';
import type { PlayerNotification } from '@/api/notifications';
import { markedRead } from './read-state';

const item = (id: number, read = false): PlayerNotification => ({
  id,
  title: 'Deposit received',
  caption: null,
  body: '10.00 EUR was added to your balance.',
  type: 'deposit_credited',
  objectType: 'transaction',
  read,
  createdAt: '2026-11-25T10:00:00.000Z',
});

const data = () => ({
  pages: [
    { items: [item(3), item(2)], page: 1, lastPage: 2 },
    { items: [item(1, true)], page: 2, lastPage: 2 },
  ],
  pageParams: [1, 2],
});

describe('markedRead', () => {
  it('marks the given ids read and keeps untouched pages as they were', () => {
    const before = data();
    const after = markedRead(before, [2]);
    expect(after?.pages[0]?.items.map((n) => [n.id, n.read])).toEqual([
      [3, false],
      [2, true],
    ]);
    expect(after?.pages[1]).toBe(before.pages[1]);
  });

  it('null marks every loaded one read', () => {
    const after = markedRead(data(), null);
    expect(after?.pages.flatMap((p) => p.items.map((n) => n.read))).toEqual([true, true, true]);
  });

  it('no list loaded: stays undefined', () => {
    expect(markedRead(undefined, null)).toBeUndefined();
  });
});
