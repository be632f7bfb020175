'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Currency } from '@sportsbook/betting/money/currency';
import type { BetLimits } from '@sportsbook/betting/ticket/bet-limits';
import type { MultiSingleAvailability } from '@sportsbook/betting/ticket/options';
import type { OddsAcceptMode } from '@sportsbook/betting/ticket/types';

/** A signed-in player's bonus rules (spec §3 betting settings, §5 only-verified comboboosts). */
export interface SlipBonusRules {
  /** A verified player may take only-verified comboboosts. */
  isVerified: boolean;
  /** Betting settings isMultiActiveFreebetsAllowed: the bettor picks among several freebets. */
  multiActiveFreebets: boolean;
}

/**
 * What the slip reads from the rest of the app (account, settings, odds display). The shell
 * composes it, so this feature imports no other feature (STYLE.md feature boundaries).
 */
export interface SlipEnv {
  locale: string;
  isLoggedIn: boolean;
  /** The bettor's currency (spec §9: profile, else first account, else the default). */
  currency: Currency;
  /** Balance of the active account in minor units, null when anonymous. */
  balance: number | null;
  /** Stake presets of the currency, major units (spec §3 betting settings). */
  stakePresets: readonly number[];
  acceptMode: OddsAcceptMode;
  setAcceptMode: (mode: OddsAcceptMode) => void;
  multiSingleAvailableByProvider: MultiSingleAvailability;
  /** The site's limits of one bet (GET /settings), shown before placing; null when not sent. */
  betLimits: BetLimits | null;
  askSignIn: () => void;
  /** Opens a deposit modal (spec §2) for a stake above the balance; absent: no deposit offer. */
  askDeposit?: () => void;
  /** Odds in the bettor's odds type. */
  formatOdds: (odds: number) => string;
  deviceId: string;
  /** Site setting share bet (spec §5): false hides sharing; absent counts as on. */
  shareBetEnabled?: boolean;
  /** Site setting potential-win visibility (spec §3): false hides the potential win; absent shows it. */
  potentialWinVisible?: boolean;
  /** Bonus rules of the signed-in player; absent: no bonuses (spec §6 bonus lists need a session). */
  bonuses?: SlipBonusRules;
}

const SlipEnvContext = createContext<SlipEnv | null>(null);

export function SlipEnvProvider({ env, children }: { env: SlipEnv; children: ReactNode }) {
  return <SlipEnvContext value={env}>{children}</SlipEnvContext>;
}

/** The slip's environment; null until the shell provides one (server render). */
export function useSlipEnv(): SlipEnv | null {
  return useContext(SlipEnvContext);
}
