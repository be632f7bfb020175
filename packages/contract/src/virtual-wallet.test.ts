import { describe, expect, test } from 'vitest';
import { launchRequestSchema, launchResponseSchema } from './virtual-wallet';

describe('virtual wallet launch', () => {
  test.each([
    ['/api/virtual-wallet/demo/abc', true],
    ['https://racing.example/play?t=1', true],
    ['//evil.example/x', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('url %s is accepted: %s', (url, ok) => {
    expect(launchResponseSchema.safeParse({ url }).success).toBe(ok);
  });

  test('the request names the app layout and nothing else', () => {
    expect(launchRequestSchema.safeParse({ app: 'mobile' }).success).toBe(true);
    expect(launchRequestSchema.safeParse({ app: 'tv' }).success).toBe(false);
    expect(launchRequestSchema.safeParse({ app: 'desktop', x: 1 }).success).toBe(false);
  });
});
