// Face of the limits (responsible gambling, spec §3, §4): the profile page's view, the session
// watch with its modals, and their texts' types.
export { LimitsView } from './limits-view';
export { LimitsFooterLink } from './limits-footer-link';
export { SessionWatchHost } from './session-watch-host';
export type { LimitLabels, LimitModalLabels } from './labels';
