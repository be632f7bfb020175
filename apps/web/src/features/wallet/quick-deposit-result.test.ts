import { describe, expect, it } from 'vitest';
import { quickDepositOffered, quickDepositToast } from './quick-deposit-result';

const labels = {
  title: 'Quick deposit',
  description: '',
  amount: 'Deposit {amount}',
  success: 'Deposit received',
  successDescription: '{amount} is on its way.',
  failedTitle: 'failed.title',
  failedDescription: 'failed.description',
  pending: 'pending',
};

describe('quickDepositToast', () => {
  it.each([
    [
      'success',
      { type: 'success', title: 'Deposit received', description: '€10.00 is on its way.' },
    ],
    ['error', { type: 'error', title: 'failed.title', description: 'failed.description' }],
    ['pending', { type: 'warning', title: 'pending' }],
  ] as const)('%s', (status, expected) => {
    expect(quickDepositToast(status, labels, '€10.00')).toEqual(expected);
  });
});

describe('quick deposit offered (spec §6 feature flag and test-payment group)', () => {
  it('only with the site flag on and the player allowed', () => {
    expect(quickDepositOffered(true, true)).toBe(true);
    expect(quickDepositOffered(false, true)).toBe(false);
    expect(quickDepositOffered(true, false)).toBe(false);
  });
});
