import { isBettable } from '@sportsbook/betting/catalog/status';
import { getMessages } from 'next-intl/server';
import type { CustomBetMatch } from '../custom-bet';
import { CustomBetLauncher, type CustomBetMessages } from './custom-bet-launcher';

/** The bet builder entry of a match page; only prematch and live matches take custom bets. */
export async function CustomBetEntry({
  match,
  singleAllowed,
}: {
  match: CustomBetMatch;
  /** Site setting custom_bet.single_allowed (spec §3 betting settings). */
  singleAllowed: boolean;
}) {
  if (!isBettable(match.status)) return null;
  const messages = (await getMessages()) as { customBet: CustomBetMessages };
  return (
    <CustomBetLauncher match={match} messages={messages.customBet} singleAllowed={singleAllowed} />
  );
}
