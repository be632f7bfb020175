declare global {
  // zod 4's global config (zod/v4/core `globalConfig`), read by every zod module when it loads
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * Makes every zod parse of this realm jitless (no `new Function`, which the CSP refuses), whether
 * zod is loaded already or later: zod 4 keeps its config on this global object.
 */
export function presetZodJitless(): void {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}
