import { describe, expect, it } from 'vitest';
import ar from '@/i18n/messages/ar.json';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import { formatOdds } from './format-odds';
import { oddsButtonName } from './odds-button-name';

describe('oddsButtonName', () => {
  it.each([
    ['Home', '2.50', null, 'Home, 2.50'],
    ['Over 2.5', '3/2', null, 'Over 2.5, 3/2'],
    ['Home', '2.60', 'up', 'Home, 2.60, odds went up'],
    ['X', '+120', 'down', 'X, +120, odds went down'],
    ['Home', null, null, 'Home, suspended'],
    ['Home', null, 'up', 'Home, suspended'], // a lock shows no price change
  ] as const)('%s / %s / %s -> %s', (label, shown, move, expected) => {
    expect(oddsButtonName(label, shown, move, en.odds)).toBe(expected);
  });

  it('uses the locale’s words', () => {
    expect(oddsButtonName('Heim', null, null, de.odds)).toBe('Heim, gesperrt');
    expect(oddsButtonName('1', formatOdds(2.5, 'american'), 'up', ar.odds)).toBe(
      '1, +150, ارتفعت الاحتمالات',
    );
  });
});
