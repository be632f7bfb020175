// Face of the limits (responsible gambling, spec §3): the profile page's view and its texts type.
export { LimitsView } from './limits-view';
export type { LimitLabels } from './labels';
