import type { OddsType } from '@sportsbook/betting/odds/odds-type';

/** The texts of the odds components (messages namespace `odds`), resolved on the server. */
export interface OddsMessages {
  /** Accessible name of the odds-type picker. */
  typeLabel: string;
  /** Each odds type's name in the picker ("Decimal (1.50)"). */
  types: Record<OddsType, string>;
  /** Appended to a locked button's name ("Home, suspended"). */
  suspended: string;
  wentUp: string;
  wentDown: string;
}
