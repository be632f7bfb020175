import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import {
  categoryHead,
  formatStartUtc,
  leagueHead,
  matchHead,
  outrightHead,
  slugHead,
  type SeoTranslate,
} from './catalogue-head';
import { aCategory, aLeague, aMatch, anOutright } from './test-fixtures';

const tEn: SeoTranslate = createTranslator({ locale: 'en', messages: en, namespace: 'seo' });
const tDe: SeoTranslate = createTranslator({ locale: 'de', messages: de, namespace: 'seo' });

describe('formatStartUtc', () => {
  it('gives day and time in UTC and says so', () => {
    expect(formatStartUtc('2026-11-22T14:05:00.000Z', 'en')).toBe('Sun, Nov 22, 2:05 PM UTC');
    expect(formatStartUtc('2026-11-22T14:05:00.000Z', 'de')).toMatch(/22\. Nov\..*14:05 UTC/);
  });
});

describe('matchHead', () => {
  it('titles a match "Home vs Away – League" and gives its start before kick-off', () => {
    expect(matchHead(aMatch(), tEn, 'en')).toEqual({
      title: 'Arsenal vs Chelsea – Premier League',
      description:
        'Arsenal vs Chelsea: Premier League, Soccer. Starts Sun, Nov 22, 2:05 PM UTC. Odds on every market.',
      keywords: ['Arsenal', 'Chelsea', 'Premier League', 'Soccer'],
    });
  });

  it.each([
    ['live', { status: 1, isLive: true } as const],
    ['stopped', { status: 2, isLive: false } as const],
  ])('says a %s match is live', (_, overrides) => {
    expect(matchHead(aMatch(overrides), tEn, 'en').description).toBe(
      'Arsenal vs Chelsea live: Premier League, Soccer. Follow the score and bet on live odds.',
    );
  });

  it('gives the final score of a finished match, or the result without one', () => {
    const played = aMatch({ status: 4, isFinished: true, totalScore: { home: 2, away: 1 } });
    expect(matchHead(played, tEn, 'en').description).toBe(
      'Arsenal vs Chelsea: Premier League, Soccer. Final score 2:1.',
    );
    expect(matchHead(aMatch({ status: 3 }), tEn, 'en').description).toBe(
      'Arsenal vs Chelsea: Premier League, Soccer. Result and statistics.',
    );
  });

  it('is written in the page locale', () => {
    expect(matchHead(aMatch(), tDe, 'de').title).toBe('Arsenal gegen Chelsea – Premier League');
  });
});

describe('league, category and outright heads', () => {
  it('titles a league "League – Sport"', () => {
    expect(leagueHead(aLeague(), tEn)).toEqual({
      title: 'Premier League – Soccer',
      description: 'Premier League (England): live and upcoming Soccer matches with odds.',
      keywords: ['Premier League', 'England', 'Soccer'],
    });
  });

  it('titles a category "Category – Sport" with its leagues as keywords', () => {
    const head = categoryHead(aCategory(), [aLeague(), aLeague('Championship')], tEn);
    expect(head.title).toBe('England – Soccer');
    expect(head.description).toBe('England (Soccer): live and upcoming matches with odds.');
    expect(head.keywords).toEqual(['England', 'Soccer', 'Premier League', 'Championship']);
  });

  it('names an outright with its league, or its category when it has none', () => {
    expect(outrightHead(anOutright(), tEn).title).toBe(
      'Premier League 2026/27 winner – Premier League',
    );
    expect(outrightHead(anOutright({ tournament: null }), tEn).description).toBe(
      'Premier League 2026/27 winner: outright odds for England, Soccer.',
    );
  });

  it('slugHead picks the builder by page kind', () => {
    expect(slugHead({ kind: 'event', event: aMatch() }, tEn, 'en').title).toBe(
      'Arsenal vs Chelsea – Premier League',
    );
    expect(slugHead({ kind: 'event', event: anOutright() }, tEn, 'en').title).toContain('winner');
    expect(slugHead({ kind: 'league', tournament: aLeague() }, tEn, 'en').title).toBe(
      'Premier League – Soccer',
    );
    expect(
      slugHead({ kind: 'category', category: aCategory(), tournaments: [] }, tEn, 'en').title,
    ).toBe('England – Soccer');
  });
});
