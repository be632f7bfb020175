// Face of the My Bets feature (client and server code). Server-only parts: ./server.ts. The
// composed, prop-less <MyBets /> lives in '@/composition/my-bets' (features do not import each
// other: it joins the session, odds and cashout).
export { MyBetsView, type MyBetsSession, type MyBetsViewProps } from './my-bets-view';
export type { MyBetsMessages } from './my-bets-messages';
