import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl } from './betslip-helpers';

/** The operator API's site configuration (issue 16), with the pair's operator key. */
export const SITE_CONFIG = `${apiUrl}/api/operator/site-config`;
export const operatorHeaders = { authorization: `Bearer ${process.env.OPERATOR_API_KEY ?? ''}` };
/** The web keeps the configuration 5 s (apps/web/src/session/site-config.ts); room for a busy machine. */
export const SHOWS_WITHIN = 45_000;

export const readSiteConfig = async (
  request: APIRequestContext,
): Promise<Record<string, unknown>> => {
  const res = await request.get(SITE_CONFIG, { headers: operatorHeaders });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
};
