// Server-only face of the bet slip: the panel region reads its texts on the server.
export { BetPanel } from './components/bet-panel';
