/**
 * Every test starts as a visitor who answered the cookie notice with "essential only" (spec §4),
 * so the notice does not cover the page; consent.spec.ts starts without it.
 */
export const consented = (baseURL: string) => ({
  cookies: [
    {
      name: 'consent',
      value: 'v1.a0.s0',
      domain: new URL(baseURL).hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
});

/** The state of the pair under test's site (for contexts a test opens itself). */
export const CONSENTED = consented(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
