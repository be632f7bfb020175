import { describe, expect, test } from 'vitest';
import {
  contentPageSchema,
  DEFAULT_HOME_BLOCKS,
  type ContentPageWire,
} from '@sportsbook/contract/content';
import { defaultHomePage, toContentPage } from './content';
import { pickLocale } from './localized-text';

const wire: ContentPageWire = contentPageSchema.parse({
  path: '/offers',
  locale: null,
  index: false,
  seo: { en: { title: 'Offers', description: 'All of them', keywords: ['odds'] } },
  translations: { en: { title: 'Offers' }, de: { title: 'Angebote' } },
  blocks: [
    {
      id: 't',
      kind: 'text',
      audience: 'ALL',
      hidden_for_player_groups: [],
      html: { en: '<p>Hi</p>' },
    },
    {
      id: 'l',
      kind: 'live_events',
      audience: 'ALL',
      hidden_for_player_groups: [],
      title: { de: 'Live' },
      sport: 'soccer',
      limit: 3,
    },
    {
      id: 'b',
      kind: 'button',
      audience: 'LOGGED_IN',
      hidden_for_player_groups: [],
      label: { en: 'Go', 'pt-BR': 'Ir' },
      href: '/promotions',
      variant: 'secondary',
      new_tab: true,
    },
  ],
  style: { colours: { primary: '#ff0066' }, width: 'narrow' },
  updated_at: '2026-11-27T10:00:00.000Z',
});

describe('content page mapper', () => {
  test('texts in the locale, else English; rich text as a tree; wire names to camelCase', () => {
    expect(toContentPage(wire, 'de')).toEqual({
      path: '/offers',
      title: 'Angebote',
      index: false,
      seo: { title: 'Offers', description: 'All of them', keywords: ['odds'] },
      blocks: [
        {
          id: 't',
          title: null,
          kind: 'text',
          nodes: [{ type: 'element', tag: 'p', children: [{ type: 'text', value: 'Hi' }] }],
        },
        { id: 'l', title: 'Live', kind: 'live_events', sportKey: 'soccer', limit: 3 },
        {
          id: 'b',
          title: null,
          kind: 'button',
          label: 'Go',
          href: '/promotions',
          variant: 'secondary',
          newTab: true,
        },
      ],
      style: { colours: { primary: '#ff0066' }, width: 'narrow' },
    });
    expect(toContentPage(wire, 'pt-BR').blocks[2]).toMatchObject({ label: 'Ir' });
  });

  test.each([
    [{ en: 'a', de: 'b' }, 'de', 'b'],
    [{ en: 'a', pt: 'p' }, 'pt-BR', 'p'],
    [{ en: 'a' }, 'ar', 'a'],
    [{ de: 'b' }, 'ar', 'b'],
    [{}, 'en', undefined],
  ])('pickLocale(%j, %s) = %s', (texts, locale, picked) => {
    expect(pickLocale(texts, locale)).toBe(picked);
  });
});

describe('defaultHomePage', () => {
  test('maps every default home block, in order, with the defaults its schema fills', () => {
    const page = defaultHomePage('de');
    expect(page.path).toBe('/');
    expect(page.blocks.map((b) => b.id)).toEqual(DEFAULT_HOME_BLOCKS.map((b) => b.id));
    const upcoming = page.blocks.find((b) => b.kind === 'prematch_events');
    expect(upcoming).toMatchObject({ limit: 30, leagueId: null, sportKey: null });
  });
});
