import { describe, expect, test } from 'vitest';
import { CONTENT_BLOCK_KINDS, contentBlockSchema, contentPageBodySchema } from './content';

const page = (blocks: unknown[], path = '/offers') => ({
  path,
  translations: { en: { title: 'Offers' } },
  blocks,
});

describe('content page bodies (spec §2)', () => {
  test('there are the 23 kinds of the spec, each with defaults for audience and groups', () => {
    expect(CONTENT_BLOCK_KINDS).toHaveLength(23);
    const parsed = contentBlockSchema.parse({ id: 'a', kind: 'speed_dial' });
    expect(parsed).toEqual({
      id: 'a',
      kind: 'speed_dial',
      audience: 'ALL',
      hidden_for_player_groups: [],
    });
  });

  test('a page gets its defaults: every locale, indexed, no SEO', () => {
    expect(contentPageBodySchema.parse(page([]))).toMatchObject({
      locale: null,
      index: true,
      seo: {},
    });
  });

  test.each([
    [[{ id: 'a', kind: 'carousel' }], 'blocks.0.kind'],
    [[{ id: 'a', kind: 'label', text: { en: 'x' }, colour: 'red' }], 'blocks.0'],
    [[{ id: 'a', kind: 'iframe', src: 'http://a.example' }], 'blocks.0.src'],
    [[{ id: 'a', kind: 'button', label: { en: 'x' }, href: 'javascript:x()' }], 'blocks.0.href'],
    [[{ id: 'a', kind: 'label', text: {} }], 'blocks.0.text'],
    [[{ id: 'a', kind: 'live_events', limit: 0 }], 'blocks.0.limit'],
    [
      [
        { id: 'a', kind: 'favorites' },
        { id: 'a', kind: 'promocode' },
      ],
      'blocks.1.id',
    ],
    [[{ id: 'a', kind: 'text', html: { en: '<b>x</b>' } }], 'blocks.0.html.en'],
  ])('%j fails at %s', (blocks, at) => {
    const result = contentPageBodySchema.safeParse(page(blocks));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(at);
  });

  test.each([
    ['/', true],
    ['/about', true],
    ['/help-payments-2', true],
    ['/help/payments', false],
    ['/About', false],
    ['/live', false],
    ['/profile/limits', false],
    ['/pt-br/x', false],
    ['/a--b', false],
    ['/a/', false],
    ['about', false],
  ])('path %s valid: %s', (path, valid) => {
    expect(contentPageBodySchema.safeParse(page([], path)).success).toBe(valid);
  });
});
