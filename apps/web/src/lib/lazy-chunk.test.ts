import { describe, expect, it, vi } from 'vitest';
import { importChunk } from './lazy-chunk';

const env = (online: boolean[]) => {
  const sleeps: number[] = [];
  let waits = 0;
  return {
    sleeps,
    waits: () => waits,
    env: {
      isOnline: () => online.shift() ?? true,
      whenOnline: async () => {
        waits += 1;
      },
      sleep: async (ms: number) => {
        sleeps.push(ms);
      },
    },
  };
};

describe('importChunk', () => {
  it('returns the first load that succeeds, without waiting', async () => {
    const load = vi.fn().mockResolvedValue('module');
    const e = env([]);
    await expect(importChunk(load, e.env)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
    expect(e.sleeps).toEqual([]);
  });

  it('offline: waits for the network, then tries again with growing delays', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue('module');
    const e = env([false, true]);
    await expect(importChunk(load, e.env, [10, 20, 40])).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
    expect(e.waits()).toBe(1);
    expect(e.sleeps).toEqual([10, 20]);
  });

  it('gives up with the last error after the delays run out', async () => {
    const failure = new Error('ChunkLoadError: gone');
    const load = vi.fn().mockRejectedValue(failure);
    const e = env([]);
    await expect(importChunk(load, e.env, [1, 2])).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
