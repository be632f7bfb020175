import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import type { MessageTree } from '../slip-messages';
import { BetPanelView } from './bet-panel-view';

/**
 * The bet panel region (spec §2): the texts are read here on the server and handed to the
 * client view (the app ships no client message provider). `myBets` fills the MY_BETS tab.
 */
export async function BetPanel({
  variant = 'sidebar',
  myBets,
  quickBet,
}: {
  variant?: 'sidebar' | 'sheet';
  myBets?: ReactNode;
  /** The quick-bet controls shown above the slip. */
  quickBet?: ReactNode;
}) {
  const messages = (await getMessages()) as { betslip: MessageTree };
  return (
    <BetPanelView
      variant={variant}
      messages={messages.betslip}
      myBets={myBets}
      quickBet={quickBet}
    />
  );
}
