'use client';

import { openAccountModal } from '@/session/account-modal-store';
import { useAuthStatus, usePlayer } from '@/session/session';
import { CashoutButton, type CashoutMessages } from '@/features/cashout';
import { MyBetsView, type MyBetsMessages, type MyBetsSession } from '@/features/mybets';
import { useOddsType } from '@/catalogue/odds';

const signIn = () => openAccountModal('signIn');

/** My Bets composed with the session, the odds type and cashout (features meet here). */
export function MyBetsLoaded({
  locale,
  serverZone,
  messages,
  cashoutMessages,
}: {
  locale: string;
  serverZone: string;
  messages: MyBetsMessages;
  cashoutMessages: CashoutMessages;
}) {
  const status = useAuthStatus();
  const player = usePlayer();
  const oddsType = useOddsType();
  const session: MyBetsSession =
    status === 'notLoggedIn' ? 'anonymous' : status === 'loggedIn' && player ? 'player' : 'loading';
  return (
    <MyBetsView
      session={session}
      locale={locale}
      serverZone={serverZone}
      oddsType={oddsType}
      messages={messages}
      onSignIn={signIn}
      renderCashout={(bet, offer, format) => (
        <CashoutButton betId={bet.betId} offer={offer} format={format} messages={cashoutMessages} />
      )}
    />
  );
}
