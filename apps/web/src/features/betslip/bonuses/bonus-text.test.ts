import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import { slipEnv } from '../test-fixtures';
import type { MessageTree } from '../slip-messages';
import { hintText, percentText } from './bonus-text';

const m = en.betslip as MessageTree;

describe('bonus texts', () => {
  it('a boost reads as a signed percentage of the locale', () => {
    expect(percentText(1.1, 'en')).toBe('+10%');
    expect(percentText(1.125, 'en')).toBe('+12.5%');
    expect(percentText(1.05, 'de')).toBe('+5\u00a0%');
  });

  it('right to left: the signed figure is isolated left to right', () => {
    const text = percentText(1.1, 'ar');
    expect(text.startsWith('\u2066')).toBe(true);
    expect(text.endsWith('\u2069')).toBe(true);
  });

  it('the hint picks the plural form of the count', () => {
    const env = slipEnv();
    const hint = { minOdds: 1.3, bonusOdds: 1.1 };
    expect(hintText(m, { ...hint, missingSelections: 1 }, env)).toBe(
      'Add one more selection at 1.30 or more for +10%.',
    );
    expect(hintText(m, { ...hint, missingSelections: 3 }, env)).toBe(
      'Add 3 more selections at 1.30 or more for +10%.',
    );
  });
});
