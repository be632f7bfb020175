/**
 * The odds types a bettor can choose (spec §3 "Odds types": european, british, hongkong, american,
 * indonesian, malaysian; "also displayable as percent"). The keys are the settings' `oddsTypes` and
 * `activeOddsType` values, remembered locally under the "odds type" key (spec §9).
 */
import { ODDS_TYPES, type OddsType } from '@sportsbook/contract/vocabulary';

// every odds type, in the order an odds-type picker lists them: the wire's list
export { ODDS_TYPES, type OddsType } from '@sportsbook/contract/vocabulary';

/** True when a value read from storage or settings is a known odds type. */
export function isOddsType(value: unknown): value is OddsType {
  return typeof value === 'string' && (ODDS_TYPES as readonly string[]).includes(value);
}
