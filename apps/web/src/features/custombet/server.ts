// Server-only face of the custom bet: the match page's entry reads its texts on the server.
export { CustomBetEntry } from './components/custom-bet-entry';
