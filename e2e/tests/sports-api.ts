import type { APIRequestContext } from '@playwright/test';

const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

/** Sport names as the server returns them for a locale, so pages are checked against real data. */
export async function sportNames(request: APIRequestContext, locale: string): Promise<string[]> {
  const res = await request.get(`${apiUrl}/api/sportsbook/v2/sports?locale=${locale}`);
  const body = (await res.json()) as { data: { name: string }[] };
  return body.data.map((s) => s.name);
}
