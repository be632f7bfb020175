import { render, screen, within } from '@testing-library/react';
import Link from 'next/link';
import { describe, expect, it } from 'vitest';
import type { NavigationZone } from '@/api/navigation';
import { Header } from './header';
import { placeZones, type ZoneContext } from './navigation-zones';

const ctx = (over: Partial<ZoneContext> = {}): ZoneContext => ({
  locale: 'de',
  defaultLocale: 'en',
  nodes: {
    search: <button type="button">Suchen</button>,
    brandLogo: <Link href="/de">Brand</Link>,
    sportList: <Link href="/de/soccer">Fußball</Link>,
  },
  labels: { platforms: 'Angebote', eventsFilter: 'Ereignisse', chat: 'Chat' },
  eventsFilter: [{ href: '/de/live', label: 'Live' }],
  chatHref: null,
  ...over,
});

const live: NavigationZone = {
  kind: 'menuItem',
  label: { en: 'Live', de: 'Jetzt live' },
  href: '/live',
  icon: 'live',
};

describe('navigation zones placed in a region (spec §2)', () => {
  it('keeps the configured order; site paths get the locale, texts the page language', () => {
    const zones = placeZones([{ kind: 'search' }, live], 'header', ctx());
    expect(zones.map((zone) => zone.kind)).toEqual(['search', 'menuItem']);
    render(<>{zones.map((zone) => zone.node)}</>);
    expect(screen.getByRole('link', { name: 'Jetzt live' }).getAttribute('href')).toBe('/de/live');
  });

  it('leaves out a zone with nothing to show here: no chat provider, no node for the region', () => {
    const zones = placeZones(
      [{ kind: 'chatToggle' }, { kind: 'profile' }, { kind: 'search' }],
      'column',
      ctx(),
    );
    expect(zones.map((zone) => zone.kind)).toEqual(['search']);
    const withChat = placeZones(
      [{ kind: 'chatToggle' }],
      'column',
      ctx({ chatHref: 'https://chat.example/de' }),
    );
    render(<>{withChat.map((zone) => zone.node)}</>);
    expect(screen.getByRole('link', { name: 'Chat' }).getAttribute('target')).toBe('_blank');
  });

  it('an operator link to another site opens in a new tab; a platform switcher marks this site', () => {
    const zones = placeZones(
      [
        {
          kind: 'platformSwitcher',
          items: [
            { label: { en: 'Sports' }, href: '/' },
            { label: { en: 'Casino' }, href: 'https://casino.example' },
          ],
        },
      ],
      'header',
      ctx(),
    );
    render(<>{zones.map((zone) => zone.node)}</>);
    const nav = screen.getByRole('navigation', { name: 'Angebote' });
    expect(within(nav).getByRole('link', { name: 'Sports' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav).getByRole('link', { name: 'Casino' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('the platform switcher adds the products the site has on (racing, lotteries) once', () => {
    const switcher: NavigationZone = {
      kind: 'platformSwitcher',
      items: [
        { label: { en: 'Sports' }, href: '/' },
        { label: { en: 'Racing' }, href: '/racing' },
      ],
    };
    const products = [
      { label: 'Pferderennen', href: '/de/racing' },
      { label: 'Lotterien', href: '/de/lotteries' },
    ];
    const zones = placeZones([switcher], 'column', ctx({ products }));
    render(<>{zones.map((zone) => zone.node)}</>);
    const nav = screen.getByRole('navigation', { name: 'Angebote' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/de', '/de/racing', '/de/lotteries']);
    expect(within(nav).getByRole('link', { name: 'Lotterien' })).toBeTruthy();
  });

  it('the header leads with the brand, gives the sport list its nav and lines up the rest', () => {
    const zones = placeZones(
      [{ kind: 'brandLogo' }, { kind: 'sportList' }, { kind: 'search' }, live],
      'header',
      ctx(),
    );
    const { container } = render(<Header zones={zones} mainMenuLabel="Hauptmenü" />);
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(nav).getByRole('link', { name: 'Fußball' }).getAttribute('href')).toBe(
      '/de/soccer',
    );
    const kinds = [...container.querySelectorAll('[data-zone]')].map((el) =>
      el.getAttribute('data-zone'),
    );
    expect(kinds).toEqual(['search', 'menuItem']);
  });

  it('a header without the search zone has no search button', () => {
    const zones = placeZones([{ kind: 'brandLogo' }, live], 'header', ctx());
    render(<Header zones={zones} mainMenuLabel="Hauptmenü" />);
    expect(screen.queryByRole('button', { name: 'Suchen' })).toBeNull();
  });
});
