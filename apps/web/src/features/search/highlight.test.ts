import { describe, expect, test } from 'vitest';
import { highlightParts } from './highlight';

/** Parts written as text with the marked pieces in brackets. */
const render = (text: string, query: string) =>
  highlightParts(text, query)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('highlightParts', () => {
  test.each([
    ['FC Porto', 'porto', 'FC [Porto]'],
    ['Porto', 'PORTO', '[Porto]'],
    ['Benfica – Porto', 'o', 'Benfica – P[o]rt[o]'],
    ['Sporting CP', '  sport ', '[Sport]ing CP'],
    ['Bayern München', 'münch', 'Bayern [Münch]en'],
    ['Istanbul Başakşehir', 'başak', 'Istanbul [Başak]şehir'],
    ['الأهلي', 'الأهلي', '[الأهلي]'],
    ['A.C. Milan (U21)', '(u21)', 'A.C. Milan [(U21)]'],
    ['A.C. Milan', 'a.c', '[A.C]. Milan'],
    ['ABC', 'a.c', 'ABC'],
    ['Under 2.5 / Over', '2.5 /', 'Under [2.5 /] Over'],
    ['Real Madrid', 'xyz', 'Real Madrid'],
    ['Real Madrid', '', 'Real Madrid'],
  ])('%j with %j -> %j', (text, query, expected) => {
    expect(render(text, query)).toBe(expected);
  });

  test('keeps every character of the text, in order', () => {
    const parts = highlightParts('Porto – Portimonense', 'port');
    expect(parts).toEqual([
      { text: 'Port', match: true },
      { text: 'o – ', match: false },
      { text: 'Port', match: true },
      { text: 'imonense', match: false },
    ]);
  });

  test('an empty text has no parts', () => {
    expect(highlightParts('', 'abc')).toEqual([]);
  });
});
