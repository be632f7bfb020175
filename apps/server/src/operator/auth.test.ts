import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { registerErrorHandlers } from '@/http/errors';
import { operatorGuard } from './auth';

const KEY = 'k'.repeat(16) + 'operator-key-0123456789';

async function appWith(apiKey: string | null) {
  const app = Fastify();
  registerErrorHandlers(app);
  app.addHook('onRequest', operatorGuard(apiKey));
  app.get('/campaigns', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const get = async (apiKey: string | null, authorization?: string) => {
  const app = await appWith(apiKey);
  const res = await app.inject({
    method: 'GET',
    url: '/campaigns',
    headers: authorization === undefined ? {} : { authorization },
  });
  await app.close();
  return { status: res.statusCode, code: res.json<{ code?: string }>().code };
};

describe('operator key check', () => {
  test('the configured key as a bearer token passes', async () => {
    expect((await get(KEY, `Bearer ${KEY}`)).status).toBe(200);
  });

  test('a missing, wrong or differently shaped key is 401 operator_unauthorized', async () => {
    for (const header of [undefined, '', `Bearer ${KEY}x`, `Basic ${KEY}`, KEY, 'Bearer ']) {
      expect(await get(KEY, header)).toEqual({ status: 401, code: 'operator_unauthorized' });
    }
  });

  test('no configured key turns the API off, even for a guessed key', async () => {
    expect(await get(null, `Bearer ${KEY}`)).toEqual({
      status: 403,
      code: 'operator_api_disabled',
    });
  });
});
