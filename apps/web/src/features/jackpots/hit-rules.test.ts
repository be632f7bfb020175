import { describe, expect, it } from 'vitest';
import { wireJackpotHit } from '@/api/promotions-fixtures';
import { toJackpotHit } from '@/api/promotions-jackpots';
import { nextHit } from './hit-rules';

const hit = (id: string, createdAt: string, seen = false) =>
  toJackpotHit(wireJackpotHit({ id, created_at: createdAt, seen }));

describe('jackpot hits one by one (spec §4)', () => {
  // the list comes newest first
  const hits = [
    hit('c', '2026-11-25T10:00:00.000Z'),
    hit('b', '2026-11-25T09:00:00.000Z', true),
    hit('a', '2026-11-25T08:00:00.000Z'),
  ];

  it('the oldest unseen first', () => {
    expect(nextHit(hits, new Set())?.id).toBe('a');
  });

  it('then the next unseen one not shown yet; seen ones never', () => {
    expect(nextHit(hits, new Set(['a']))?.id).toBe('c');
    expect(nextHit(hits, new Set(['a', 'c']))).toBeNull();
  });

  it('nothing loaded: nothing to show', () => {
    expect(nextHit(undefined, new Set())).toBeNull();
    expect(nextHit([], new Set())).toBeNull();
  });
});
