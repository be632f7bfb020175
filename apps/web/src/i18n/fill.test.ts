import { describe, expect, it } from 'vitest';
import { fill } from './fill';

describe('fill', () => {
  it('replaces known placeholders and keeps unknown ones', () => {
    expect(fill('Deposit {amount} {x}', { amount: '€10.00' })).toBe('Deposit €10.00 {x}');
  });
});
