import { describe, expect, it } from 'vitest';
import {
  isMirrorHost,
  alternateLanguages,
  buildPageMetadata,
  canonicalPathname,
  openGraphLocale,
  splitKeywords,
} from './head';

const site = {
  origin: new URL('https://www.example.com'),
  siteName: 'Sportsbook',
  defaultTitle: 'Sportsbook: sports betting with live odds',
  keywords: 'sports betting, live betting, odds',
};

describe('canonicalPathname', () => {
  it.each([
    ['/soccer', '/soccer'],
    ['/blocked?country=DE', '/blocked'],
    ['/live#signIn', '/live'],
    ['/?modal=signUp&x=1#a', '/'],
    ['soccer/epl', '/soccer/epl'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalPathname(input)).toBe(expected);
  });
});

describe('alternateLanguages', () => {
  it("follows the site's default locale and forced prefix (spec §2)", () => {
    expect(alternateLanguages('/live', { defaultLocale: 'de', forcePrefix: false })).toEqual({
      en: '/en/live',
      de: '/live',
      'pt-BR': '/pt-BR/live',
      ar: '/ar/live',
      'x-default': '/live',
    });
    expect(alternateLanguages('/live', { defaultLocale: 'de', forcePrefix: true })).toEqual({
      en: '/en/live',
      de: '/de/live',
      'pt-BR': '/pt-BR/live',
      ar: '/ar/live',
      'x-default': '/de/live',
    });
  });

  it('lists every locale, the default one unprefixed, plus x-default', () => {
    expect(alternateLanguages('/soccer/premier-league?x=1')).toEqual({
      en: '/soccer/premier-league',
      de: '/de/soccer/premier-league',
      'pt-BR': '/pt-BR/soccer/premier-league',
      ar: '/ar/soccer/premier-league',
      'x-default': '/soccer/premier-league',
    });
  });

  it('maps the home page to the bare locale segment', () => {
    expect(alternateLanguages('/')).toEqual({
      en: '/',
      de: '/de',
      'pt-BR': '/pt-BR',
      ar: '/ar',
      'x-default': '/',
    });
  });
});

describe('openGraphLocale', () => {
  it.each([
    ['en', 'en_US'],
    ['de', 'de_DE'],
    ['pt-BR', 'pt_BR'],
    ['ar', 'ar_EG'],
  ])('%s -> %s', (locale, expected) => {
    expect(openGraphLocale(locale)).toBe(expected);
  });
});

describe('splitKeywords', () => {
  it('splits on Latin and Arabic commas and drops blanks', () => {
    expect(splitKeywords('odds, live ,, tennis')).toEqual(['odds', 'live', 'tennis']);
    expect(splitKeywords('المراهنات الرياضية، الاحتمالات')).toEqual([
      'المراهنات الرياضية',
      'الاحتمالات',
    ]);
  });
});

describe('buildPageMetadata', () => {
  it('builds title, description, canonical without query, alternates and social tags', () => {
    const metadata = buildPageMetadata(
      {
        locale: 'de',
        pathname: '/live?betcode=abc',
        title: 'Livewetten',
        description: 'Alle laufenden Spiele.',
        keywords: ['Livewetten', 'odds'],
      },
      site,
    );
    expect(String(metadata.metadataBase)).toBe('https://www.example.com/');
    expect(metadata.title).toBe('Livewetten');
    expect(metadata.description).toBe('Alle laufenden Spiele.');
    // page keywords first, the site's after, each once
    expect(metadata.keywords).toEqual(['Livewetten', 'odds', 'sports betting', 'live betting']);
    expect(metadata.alternates?.canonical).toBe('/de/live');
    expect(metadata.alternates?.languages).toMatchObject({ en: '/live', 'x-default': '/live' });
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      siteName: 'Sportsbook',
      url: '/de/live',
      title: 'Livewetten',
      description: 'Alle laufenden Spiele.',
      locale: 'de_DE',
      alternateLocale: ['en_US', 'pt_BR', 'ar_EG'],
    });
    expect(metadata.twitter).toEqual({
      card: 'summary',
      title: 'Livewetten',
      description: 'Alle laufenden Spiele.',
    });
    expect(metadata.robots).toBeUndefined();
  });

  it('leaves the title to the layout but still gives social previews one', () => {
    const metadata = buildPageMetadata({ locale: 'en', pathname: '/' }, site);
    expect(metadata.title).toBeUndefined();
    expect(metadata.description).toBeUndefined();
    expect(metadata.alternates?.canonical).toBe('/');
    expect(metadata.openGraph).toMatchObject({ title: site.defaultTitle, url: '/' });
    expect(metadata.twitter).toMatchObject({ title: site.defaultTitle });
  });

  it('marks pages kept out of search results noindex', () => {
    const metadata = buildPageMetadata(
      { locale: 'en', pathname: '/locked', title: 'Unauthorized', noindex: true },
      site,
    );
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});

describe('isMirrorHost (spec §3 site configuration mirrors)', () => {
  const mirrors = ['https://mirror-one.example.net', 'http://127.0.0.1:3999/'];
  const primary = new URL('https://www.example.com');

  it('a host of a mirror, with its port, is a mirror', () => {
    expect(isMirrorHost('mirror-one.example.net', mirrors, primary)).toBe(true);
    expect(isMirrorHost('MIRROR-ONE.example.net', mirrors, primary)).toBe(true);
    expect(isMirrorHost('127.0.0.1:3999', mirrors, primary)).toBe(true);
    expect(isMirrorHost('127.0.0.1:3000', mirrors, primary)).toBe(false);
  });

  it('the primary and unknown hosts are not', () => {
    expect(isMirrorHost('www.example.com', mirrors, primary)).toBe(false);
    expect(isMirrorHost('elsewhere.example.org', mirrors, primary)).toBe(false);
    expect(isMirrorHost(null, mirrors, primary)).toBe(false);
    expect(isMirrorHost('www.example.com', ['https://www.example.com'], primary)).toBe(false);
    expect(isMirrorHost('mirror-one.example.net', [], null)).toBe(false);
  });

  it('a mirror page head: canonical on the primary origin, noindex', () => {
    const head = buildPageMetadata(
      { locale: 'de', pathname: '/live', noindex: true },
      { origin: primary, siteName: 'Demo', defaultTitle: 'Demo', keywords: '' },
    );
    expect(new URL(head.alternates?.canonical as string, head.metadataBase ?? undefined).href).toBe(
      'https://www.example.com/de/live',
    );
    expect(head.robots).toEqual({ index: false, follow: true });
  });
});
