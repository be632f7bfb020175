import { describe, expect, it } from 'vitest';
import type { Player, System } from '@/api/platform-types';
import type { AccountModal } from '@/session/modal-route';
import { shownModal } from './shown-modal';

const player: Player = {
  id: 'p1',
  email: 'ada@example.com',
  phone: null,
  authPhone: null,
  firstName: null,
  lastName: null,
  nickname: null,
  language: 'en',
  currency: 'EUR',
  country: 'DE',
  confirmed: true,
  phoneVerified: false,
  authFieldsMissed: [],
  statuses: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const system = { phoneVerificationRequired: false } as System;
const phoneRequired = { phoneVerificationRequired: true } as System;

describe('shownModal', () => {
  it.each<[string, Player | null, System, AccountModal | null, string | null]>([
    ['a visitor gets what was asked', null, system, 'signUp', 'signUp'],
    ['nothing asked, nothing shown', null, system, null, null],
    ['a player does not need sign-in', player, system, 'signIn', null],
    ['a player may still confirm', player, system, 'confirmation', 'confirmation'],
    [
      'unverified phone comes first (spec §5)',
      player,
      phoneRequired,
      'confirmation',
      'phoneVerification',
    ],
    [
      'a verified phone is not asked again',
      { ...player, phoneVerified: true },
      phoneRequired,
      null,
      null,
    ],
    [
      'missed fields come first',
      { ...player, authFieldsMissed: ['country'] },
      phoneRequired,
      null,
      'missedFields',
    ],
  ])('%s', (_name, who, site, requested, expected) => {
    expect(shownModal({ requested, player: who, system: site, missedFieldsDismissed: false })).toBe(
      expected,
    );
  });

  it('leaves the missed fields once dismissed', () => {
    expect(
      shownModal({
        requested: null,
        player: { ...player, authFieldsMissed: ['country'] },
        system,
        missedFieldsDismissed: true,
      }),
    ).toBeNull();
  });
});
