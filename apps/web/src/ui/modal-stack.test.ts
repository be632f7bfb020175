import { describe, expect, it } from 'vitest';
import { createModalStack, type StackedModal } from './modal-stack';

function modal(keepAlive: boolean, log: string[], name: string): StackedModal {
  return {
    keepAlive,
    hide: () => log.push(`hide ${name}`),
    restore: () => log.push(`restore ${name}`),
  };
}

describe('modal stack (spec §2: kept hidden in the background and restored)', () => {
  it('hides a keep-alive modal under a new one and restores it when that closes', () => {
    const stack = createModalStack();
    const log: string[] = [];
    const deposit = modal(true, log, 'deposit');
    const signIn = modal(false, log, 'signIn');
    const closeDeposit = stack.open(deposit);
    const closeSignIn = stack.open(signIn);
    expect(log).toEqual(['hide deposit']);
    expect(stack.isHidden(deposit)).toBe(true);
    closeSignIn();
    expect(log).toEqual(['hide deposit', 'restore deposit']);
    expect(stack.isHidden(deposit)).toBe(false);
    closeDeposit();
    expect(log).toHaveLength(2);
  });

  it('leaves a modal without keep-alive under the new one (the native stack)', () => {
    const stack = createModalStack();
    const log: string[] = [];
    stack.open(modal(false, log, 'a'));
    const closeB = stack.open(modal(false, log, 'b'));
    closeB();
    expect(log).toEqual([]);
  });

  it('keeps a modal hidden while the one that hid it stays, whatever opens and closes above', () => {
    const stack = createModalStack();
    const log: string[] = [];
    const deposit = modal(true, log, 'deposit');
    stack.open(deposit);
    const closeBonus = stack.open(modal(false, log, 'bonus'));
    const closeExpired = stack.open(modal(false, log, 'expired'));
    closeExpired();
    expect(stack.isHidden(deposit)).toBe(true);
    closeBonus();
    expect(log).toEqual(['hide deposit', 'restore deposit']);
  });

  it('forgets a hidden modal that closes, and a second removal does nothing', () => {
    const stack = createModalStack();
    const log: string[] = [];
    const deposit = modal(true, log, 'deposit');
    const closeDeposit = stack.open(deposit);
    const closeOther = stack.open(modal(false, log, 'other'));
    closeDeposit();
    closeDeposit();
    closeOther();
    expect(log).toEqual(['hide deposit']);
  });
});
