import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl } from './betslip-helpers';

// The operator API's content pages (issue 16) for the e2e specs: the pair runs with this key.
const KEY = process.env.OPERATOR_API_KEY ?? '';
const PAGES = `${apiUrl}/api/operator/content-pages`;
const auth = { authorization: `Bearer ${KEY}` };

export type Block = Record<string, unknown> & { id: string; kind: string };

export interface PageBody {
  path: string;
  translations: Record<string, { title: string }>;
  seo?: Record<string, { title: string; description?: string }>;
  index?: boolean;
  blocks: Block[];
}

/** PUT a page; the answer as it came (a test of a refusal reads its status and body). */
export const putPage = (request: APIRequestContext, body: PageBody | Record<string, unknown>) =>
  request.put(PAGES, { headers: auth, data: body });

/** PUT a page that must be accepted. */
export async function savePage(request: APIRequestContext, body: PageBody): Promise<void> {
  const res = await putPage(request, body);
  expect(res.status(), await res.text()).toBe(200);
}

/** The block ids of the stored page at `path` (every-locale page). */
export async function blockIdsOf(request: APIRequestContext, path: string): Promise<string[]> {
  const res = await request.get(`${PAGES}/page?path=${encodeURIComponent(path)}`, {
    headers: auth,
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { blocks: Block[] } }).data.blocks.map((b) => b.id);
}

export async function reorderBlocks(
  request: APIRequestContext,
  path: string,
  ids: string[],
): Promise<void> {
  const res = await request.patch(`${PAGES}/blocks-order`, {
    headers: auth,
    data: { path, block_ids: ids },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function deletePage(request: APIRequestContext, path: string): Promise<void> {
  const res = await request.delete(`${PAGES}?path=${encodeURIComponent(path)}`, { headers: auth });
  expect([204, 404]).toContain(res.status());
}
