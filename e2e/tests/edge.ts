import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';

/**
 * A CDN in front of the web, for tests: requests sent from E2E_EDGE_ADDRESS, the one address the
 * pair's web trusts (scripts/test.mjs), with the X-Country the edge found for the visitor. The
 * tests' own requests come from 127.0.0.1 and stay untrusted.
 */
const EDGE_ADDRESS = process.env.E2E_EDGE_ADDRESS ?? '127.0.0.2';

export interface EdgeAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** GET `url` through the edge as a visitor from `country`; redirects are not followed. */
export function viaEdge(
  url: string,
  country: string,
  headers: Record<string, string> = {},
): Promise<EdgeAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { localAddress: EDGE_ADDRESS, headers: { ...headers, 'x-country': country } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The page's navigations go through the edge as a visitor from `country`. */
export async function browseFrom(page: Page, country: string): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (!request.isNavigationRequest() || request.method() !== 'GET') return route.continue();
    const headers = await request.allHeaders();
    const answer = await viaEdge(request.url(), country, {
      ...(headers.cookie ? { cookie: headers.cookie } : {}),
      accept: headers.accept ?? 'text/html',
    });
    // set-cookie lines were joined: none of these pages sets one
    const { 'set-cookie': _ignored, ...kept } = answer.headers;
    await route.fulfill({ status: answer.status, headers: kept, body: answer.body });
  });
}
