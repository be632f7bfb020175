import { describe, expect, test } from 'vitest';
import { compareByPriority } from './priority';

describe('compareByPriority', () => {
  test('puts the highest priority first and breaks ties by id', () => {
    const items = [
      { id: 3, priority: 10 },
      { id: 1, priority: 50 },
      { id: 2, priority: 10 },
      { id: 4, priority: -1 },
    ];
    expect([...items].sort(compareByPriority).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });
});
