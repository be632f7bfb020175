import { describe, expect, test } from 'vitest';
import { topEventOf } from './top-event';

const ORIGIN = 'http://localhost:3000';

function card(html: string): Element {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-target]');
  if (!target) throw new Error('no target');
  return target;
}

describe('topEventOf (spec §7 top-event-clicked)', () => {
  test('a link inside a top event card names the match and the page it opens', () => {
    const target = card(
      '<ul><li data-top-event="42"><a href="/soccer/england/premier-league/42-a-b"><span data-target>A</span></a></li></ul>',
    );
    expect(topEventOf(target, ORIGIN)).toEqual({
      matchId: 42,
      path: '/soccer/england/premier-league/42-a-b',
    });
  });

  test('the event banner is a top event too', () => {
    const target = card(
      '<div data-event-banner="7"><a id="top-event-7" href="/tennis/x" data-target>x</a></div>',
    );
    expect(topEventOf(target, ORIGIN)).toEqual({ matchId: 7, path: '/tennis/x' });
  });

  test.each([
    ['outside a card', '<a href="/live"><span data-target>x</span></a>'],
    ['a card but no link', '<li data-top-event="42"><span data-target>x</span></li>'],
    ['a bad id', '<li data-top-event="x"><a href="/m" data-target>x</a></li>'],
    [
      'another site',
      '<li data-top-event="42"><a href="https://evil.example/m" data-target>x</a></li>',
    ],
  ])('%s is no top event', (_name, html) => expect(topEventOf(card(html), ORIGIN)).toBeNull());
});
