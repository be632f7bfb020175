// Public surface of the My Bets feature; getMyBetsMessages is server-only: import it from
// '@/features/mybets/get-my-bets-messages'. The composed, prop-less <MyBets /> lives in
// '@/shell/my-bets' (features do not import each other: it joins account, odds and cashout).
export { MyBetsView, type MyBetsSession, type MyBetsViewProps } from './my-bets-view';
export type { MyBetsMessages } from './my-bets-messages';
