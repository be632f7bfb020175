import { describe, expect, it } from 'vitest';
import { depositModalOf } from './deposit-modals';
import type { WalletSession } from './wallet-types';

const player = (quickDepositAllowed: boolean): WalletSession => ({
  state: 'player',
  quickDepositAllowed,
  accounts: [{ currency: 'EUR', balance: 0, active: true }],
});

describe('which deposit modal a request opens (spec §2, §6 quick deposit)', () => {
  it.each([
    ['auto', true, player(true), 'quick'],
    ['auto', false, player(true), 'iframe'],
    ['auto', true, player(false), 'iframe'],
    ['auto', true, { state: 'anonymous' } as const, 'iframe'],
    ['iframe', true, player(true), 'iframe'],
    ['quick', true, player(true), 'quick'],
    // quick deposit would be refused: the iframe deposit serves every player
    ['quick', false, player(true), 'iframe'],
    ['quick', true, player(false), 'iframe'],
    // not known yet: the quick modal waits for the session (a sign-in prompt when anonymous)
    ['quick', true, { state: 'loading' } as const, 'quick'],
  ] as const)('%s, flag %s, %o -> %s', (kind, flag, session, expected) => {
    expect(depositModalOf(kind, flag, session)).toBe(expected);
  });
});
