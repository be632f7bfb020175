// Face of the consent feature (spec §2 cookie alert and drawer, tracking parameters, §4 notice).
export { ConsentHost } from './consent-host';
export type { ConsentLabels } from './labels';
