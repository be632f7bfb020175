import type {
  UserLimitPeriod,
  UserLimitStatus,
  UserLimitType,
} from '@sportsbook/betting/vocabulary';
import type { LimitSectionKey } from './limit-rules';

/** Texts of the limits page (messages namespace `limits`), read on the server. */
export interface LimitLabels {
  title: string;
  description: string;
  signIn: string;
  loadError: string;
  retry: string;
  sections: Record<LimitSectionKey, string>;
  types: Record<UserLimitType, string>;
  help: Record<UserLimitType, string>;
  periods: Record<UserLimitPeriod, string>;
  minutes: string;
  days: string;
  status: Record<UserLimitStatus, string>;
  fields: { value: string; currency: string; period: string };
  used: string;
  periodEnds: string;
  since: string;
  confirmFrom: string;
  removalFrom: string;
  until: string;
  set: string;
  change: string;
  save: string;
  cancel: string;
  confirm: string;
  remove: string;
  cancelChange: string;
  invalid: string;
  invalidMoney: string;
  tooLong: string;
  saved: string;
  pendingSaved: string;
  failed: string;
  exclusionWarning: string;
  exclusionConfirm: string;
  excluded: string;
  history: string;
  none: string;
  modals: LimitModalLabels;
}

/** Texts of the reality check, activity-limit-reached and out-of-session modals (spec §2). */
export interface LimitModalLabels {
  close: string;
  ok: string;
  realityCheck: {
    title: string;
    intro: string;
    timePlayed: string;
    duration: string;
    stakes: string;
    wins: string;
    net: string;
    continue: string;
    signOut: string;
    history: string;
  };
  activity: { title: string; body: string };
  outOfSession: { title: string; body: string };
}
