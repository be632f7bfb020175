// Server-only face of the limits: the profile page and its texts.
export { getLimitLabels } from './get-limit-labels';
export { LimitsPage } from './limits-page';
