import type { VirtualWalletProvider } from '@sportsbook/contract/virtual-wallet';
import { findCurrency } from '../reference';

/** Something the demo provider takes bets on: a runner of a race, a lottery draw. */
export interface Offer {
  pick: string;
  name: string;
  /** Decimal odds in hundredths (250: 2.50): integers, so the win is exact. */
  odds: number;
}

/** The demo provider's offers: proper names, the same in every language. */
export const OFFERS: Record<VirtualWalletProvider, readonly Offer[]> = {
  racing: [
    { pick: 'northern-star', name: 'Northern Star', odds: 250 },
    { pick: 'desert-wind', name: 'Desert Wind', odds: 400 },
    { pick: 'silver-arrow', name: 'Silver Arrow', odds: 650 },
    { pick: 'midnight-run', name: 'Midnight Run', odds: 1200 },
  ],
  lottery: [
    { pick: 'lucky-7', name: 'Lucky 7', odds: 700 },
    { pick: 'daily-6-49', name: 'Daily 6/49', odds: 2000 },
    { pick: 'euro-draw', name: 'EuroDraw', odds: 5000 },
  ],
};

/** Stakes the page offers, in major units of the launch's currency. */
const STAKES_MAJOR = [1, 2, 5, 10] as const;

/** The page's stakes in minor units of `currency`. */
export const stakesFor = (currency: string): number[] =>
  STAKES_MAJOR.map((major) => major * (findCurrency(currency)?.subunits ?? 100));

/** What a won bet pays: stake times odds, rounded down to the minor unit. */
export const potentialWin = (stake: number, odds: number): number =>
  Math.floor((stake * odds) / 100);

export const findOffer = (provider: VirtualWalletProvider, pick: string): Offer | undefined =>
  OFFERS[provider].find((offer) => offer.pick === pick);
