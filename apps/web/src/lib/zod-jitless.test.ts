import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetZodJitless } from './zod-jitless';

describe('presetZodJitless', () => {
  afterEach(() => {
    if (globalThis.__zod_globalConfig) delete globalThis.__zod_globalConfig.jitless;
  });

  it('makes zod jitless when zod loads after it', async () => {
    vi.resetModules();
    const before = globalThis.__zod_globalConfig;
    globalThis.__zod_globalConfig = undefined;
    try {
      presetZodJitless();
      const { z } = await import('zod');
      expect(z.config().jitless).toBe(true);
    } finally {
      // keep the realm's one config object for the other tests of this worker
      if (before) globalThis.__zod_globalConfig = before;
    }
  });

  it('makes an already loaded zod jitless', async () => {
    const { z } = await import('zod');
    presetZodJitless();
    expect(z.config().jitless).toBe(true);
  });
});
