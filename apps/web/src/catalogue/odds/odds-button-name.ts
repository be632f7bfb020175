import type { OddsMove } from './odds-flash';
import type { OddsMessages } from './odds-messages';

/**
 * The accessible name of an odds button: "Home, 2.50"; "Home, 2.60, odds went up" while a rise
 * is marked; "Home, suspended" when locked (no price: a lock shows none).
 * @param shown the odds as displayed, null when locked
 */
export function oddsButtonName(
  label: string,
  shown: string | null,
  move: OddsMove | null,
  messages: Pick<OddsMessages, 'suspended' | 'wentUp' | 'wentDown'>,
): string {
  if (shown === null) return `${label}, ${messages.suspended}`;
  if (!move) return `${label}, ${shown}`;
  return `${label}, ${shown}, ${move === 'up' ? messages.wentUp : messages.wentDown}`;
}
