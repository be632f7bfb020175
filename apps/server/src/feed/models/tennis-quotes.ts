import type { Quote } from '@/feed/pricing';
import { matchWinnerQuote, totalQuote, winnerQuote, type MatchInfo } from './model';
import { clampP, normalCdf, raceWinProb, seriesWinProb } from './prob';
import {
  isTiebreak,
  playedGames,
  serveP,
  SETS_TO_WIN,
  type TennisState,
} from './tennis-simulation';

/** Tennis prices from the exact game, set and match recursions over the hold probabilities. */

/** Market ids (betradar numbering). */
export const TENNIS_MARKETS = {
  winner: 186,
  totalGames: 189,
  setWinner: 202,
  gameWinner: 210,
} as const;

/** P(home wins the set) from the set's game score; `home` and `away` are hold probabilities. */
function setProb(
  ga: number,
  gb: number,
  server: 0 | 1,
  holdA: number,
  holdB: number,
  tb: number,
): number {
  if ((ga >= 6 && ga - gb >= 2) || ga === 7) return 1;
  if ((gb >= 6 && gb - ga >= 2) || gb === 7) return 0;
  if (ga === 6 && gb === 6) return tb;
  const pGame = server === 0 ? holdA : 1 - holdB;
  const next = server === 0 ? 1 : 0;
  return (
    pGame * setProb(ga + 1, gb, next, holdA, holdB, tb) +
    (1 - pGame) * setProb(ga, gb + 1, next, holdA, holdB, tb)
  );
}

function probabilities(s: TennisState, info: { strengthA: number; strengthB: number }) {
  const pa = serveP(info, 0);
  const pb = serveP(info, 1);
  const holdA = raceWinProb(0, 0, 4, pa, true);
  const holdB = raceWinProb(0, 0, 4, pb, true);
  const pTbPoint = (pa + 1 - pb) / 2;
  const tb = raceWinProb(0, 0, 7, pTbPoint, true);
  const other: 0 | 1 = s.server === 0 ? 1 : 0;
  let game: number;
  let setNow: number;
  if (isTiebreak(s)) {
    game = raceWinProb(s.points[0], s.points[1], 7, pTbPoint, true);
    setNow = game;
  } else {
    game =
      s.server === 0
        ? raceWinProb(s.points[0], s.points[1], 4, pa, true)
        : 1 - raceWinProb(s.points[1], s.points[0], 4, pb, true);
    setNow =
      game * setProb(s.games[0] + 1, s.games[1], other, holdA, holdB, tb) +
      (1 - game) * setProb(s.games[0], s.games[1] + 1, other, holdA, holdB, tb);
  }
  const freshSet = (setProb(0, 0, 0, holdA, holdB, tb) + setProb(0, 0, 1, holdA, holdB, tb)) / 2;
  const match = seriesWinProb(s.setsWon[0], s.setsWon[1], SETS_TO_WIN, setNow, freshSet);
  return { game, setNow, match, freshSet };
}

/** The markets of a tennis match in its state: match, set and game winner, total games. */
export function tennisQuotes(s: TennisState, info: MatchInfo): Quote[] {
  const { game, setNow, match } = probabilities(s, info);
  const setnr = s.sets.length;
  const played = playedGames(s);
  const setsLeft = s.done ? 0 : Math.max(0, 3 - s.sets.length) * (1 - Math.abs(match - 0.5)) + 1;
  const expected = played + Math.max(0, 9.7 - s.games[0] - s.games[1]) + (setsLeft - 1) * 9.7;
  const sd = 2.6 * Math.sqrt(setsLeft) + 0.5;
  const quotes: Quote[] = [
    matchWinnerQuote(TENNIS_MARKETS.winner, clampP(match, 0.003, 0.997)),
    winnerQuote(
      TENNIS_MARKETS.setWinner,
      `${setnr}. set - winner`,
      `setnr=${setnr}`,
      clampP(setNow, 0.003, 0.997),
      ['sets', 'all'],
      90,
    ),
    ...[20.5, 22.5, 24.5].map((line, i) =>
      totalQuote(
        TENNIS_MARKETS.totalGames,
        'Total games',
        line,
        clampP(1 - normalCdf((line - expected) / sd), 0.003, 0.997),
        ['games', 'all'],
        80 - i,
      ),
    ),
  ];
  if (!isTiebreak(s)) {
    const gamenr = s.games[0] + s.games[1] + 1;
    quotes.push(
      winnerQuote(
        TENNIS_MARKETS.gameWinner,
        `${setnr}. set - game ${gamenr} - winner`,
        `setnr=${setnr}|gamenr=${gamenr}`,
        clampP(game, 0.003, 0.997),
        ['games', 'all'],
        85,
      ),
    );
  }
  return quotes;
}
