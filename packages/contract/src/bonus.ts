import { z } from 'zod';
import { currencyCodeSchema, minorUnitsSchema, safeTextSchema } from './common';
import { BET_BONUS_TYPES, BONUS_TYPES } from './vocabulary';

/** Bonus kinds of spec §3 Bonus (common). */
export const bonusTypeSchema = z.enum(BONUS_TYPES);
export type BonusTypeWire = z.infer<typeof bonusTypeSchema>;

/** Bonus kinds a bet can carry: every bonus kind but the jackpot. */
export const betBonusTypeSchema = z.enum(BET_BONUS_TYPES);
export type BetBonusTypeWire = z.infer<typeof betBonusTypeSchema>;

/** Bonus ids are opaque strings (the bet placement payload sends them back as they came). */
export const bonusIdSchema = safeTextSchema(100).min(1);

/** Spec §3 Bonus notice: what the bonus-issued popup needs. */
export const bonusNoticeSchema = z.object({
  id: bonusIdSchema,
  type: bonusTypeSchema,
  name: z.string().min(1),
});
export type BonusNoticeWire = z.infer<typeof bonusNoticeSchema>;

/** The prize pool of a hunting tournament, in minor units of its currency. */
export const tournamentPoolSchema = z.object({
  tournament_id: bonusIdSchema,
  currency: currencyCodeSchema,
  pool_amount: minorUnitsSchema.nonnegative(),
});
export type TournamentPoolWire = z.infer<typeof tournamentPoolSchema>;
