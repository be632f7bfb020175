import { describe, expect, it } from 'vitest';
import { wireFarming, wireFreebet } from '@/api/promotions-fixtures';
import { toBonusOffer } from '@/api/promotions-types';
import { bonusSearch, openedBonusOf } from './opened-bonus';
import { kindsToRefresh } from './refresh-rules';
import { toMarkSeen } from './seen-rules';

const issued = (seen: boolean) => ({
  activated_at: null,
  expired_at: null,
  seen,
  user_status: 'available' as const,
  times_used: 0,
});

describe('opening a bonus marks only unseen ones seen (spec §4)', () => {
  it('an issued, unseen bonus is marked with its type', () => {
    const bonus = toBonusOffer(wireFreebet({ issued: issued(false) }));
    expect(toMarkSeen([bonus])).toEqual([{ id: 'fb-1', type: 'freebet_no_risk' }]);
  });

  it('a seen bonus, or a campaign not issued to the player, is not', () => {
    const seen = toBonusOffer(wireFreebet({ issued: issued(true) }));
    const campaign = toBonusOffer(wireFarming({ issued: null }));
    const unseen = toBonusOffer(
      wireFarming({ id: 'h-2', bonus_type: 'hunting', issued: issued(false) }),
    );
    expect(toMarkSeen([seen, campaign, unseen])).toEqual([{ id: 'h-2', type: 'hunting' }]);
  });
});

describe('activating refreshes the lists (spec §4)', () => {
  it('hunting and tournament lists refresh each other', () => {
    expect(kindsToRefresh('huntings')).toEqual(['huntings', 'tournaments']);
    expect(kindsToRefresh('tournaments')).toEqual(['huntings', 'tournaments']);
  });

  it('another kind refreshes its own list', () => {
    expect(kindsToRefresh('freebets')).toEqual(['freebets']);
    expect(kindsToRefresh('lootboxes')).toEqual(['lootboxes']);
  });
});

describe("an alert's link to the bonus", () => {
  it('names the list and the id, and reads back', () => {
    const search = bonusSearch({ id: 'fb:1', type: 'freebet_all_win' });
    expect(search).toBe('?bonus=freebets%3Afb%3A1');
    expect(openedBonusOf(new URLSearchParams(search).get('bonus'))).toEqual({
      kind: 'freebets',
      id: 'fb:1',
    });
  });

  it('a jackpot has no list to open', () => {
    expect(bonusSearch({ id: 'j', type: 'jackpot' })).toBe('');
  });

  it.each([null, '', 'freebets', 'freebets:', ':x', 'jackpots:j-1', 'nothing:1'])(
    '%j opens nothing',
    (value) => {
      expect(openedBonusOf(value)).toBeNull();
    },
  );
});
