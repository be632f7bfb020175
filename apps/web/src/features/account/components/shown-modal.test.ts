import { describe, expect, it } from 'vitest';
import type { PlayerWire, SystemWire } from '@sportsbook/contract/platform';
import type { AccountModal } from '@/session/modal-route';
import { shownModal } from './shown-modal';

const player: PlayerWire = {
  id: 'p1',
  email: 'ada@example.com',
  phone: null,
  auth_phone: null,
  first_name: null,
  last_name: null,
  nickname: null,
  language: 'en',
  currency: 'EUR',
  country: 'DE',
  confirmed: true,
  phone_verified: false,
  auth_fields_missed: [],
  statuses: [],
  created_at: '2026-01-01T00:00:00.000Z',
};
const system = { phone_verification_required: false } as SystemWire;
const phoneRequired = { phone_verification_required: true } as SystemWire;

describe('shownModal', () => {
  it.each<[string, PlayerWire | null, SystemWire, AccountModal | null, string | null]>([
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
      { ...player, phone_verified: true },
      phoneRequired,
      null,
      null,
    ],
    [
      'missed fields come first',
      { ...player, auth_fields_missed: ['country'] },
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
        player: { ...player, auth_fields_missed: ['country'] },
        system,
        missedFieldsDismissed: true,
      }),
    ).toBeNull();
  });
});
