import type {
  UserLimitPeriod,
  UserLimitStatus,
  UserLimitStrategy,
  UserLimitType,
} from '@sportsbook/contract/vocabulary';

/** A user limit (spec §3) as the domain sees it; times in ms since the epoch. */
export interface UserLimit {
  id: string;
  type: UserLimitType;
  status: UserLimitStatus;
  strategy: UserLimitStrategy | null;
  period: UserLimitPeriod | null;
  value: number;
  currency: string | null;
  /** The limit in force a pending change replaces once confirmed. */
  replacesId: string | null;
  createdAt: number;
  confirmUntil: number | null;
  disableAt: number | null;
}
