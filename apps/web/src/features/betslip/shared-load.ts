import { getSharedBets, isShareCode, isUnknownShareCode, type SharedBet } from '@/api/share-code';

/** The §8 share-bet.not-found-modal texts. */
export type SharedNotFound = 'link-not-found' | 'link-try-another-bet' | 'link-try-later';

export type SharedLoad =
  { kind: 'bets'; bets: SharedBet[] } | { kind: 'not-found'; text: SharedNotFound };

/**
 * Spec §8 shared bet: a code never issued (or not a code at all) is link-not-found, a code whose
 * bets can no longer be bet is link-try-another-bet, any other failure is link-try-later.
 */
export async function loadSharedBets(
  code: string,
  get: (code: string) => Promise<SharedBet[]> = getSharedBets,
): Promise<SharedLoad> {
  if (!isShareCode(code)) return { kind: 'not-found', text: 'link-not-found' };
  try {
    const bets = await get(code);
    return bets.length === 0
      ? { kind: 'not-found', text: 'link-try-another-bet' }
      : { kind: 'bets', bets };
  } catch (error) {
    return {
      kind: 'not-found',
      text: isUnknownShareCode(error) ? 'link-not-found' : 'link-try-later',
    };
  }
}
