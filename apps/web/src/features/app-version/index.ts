// Face of the app-version notice (spec §3 site configuration appVersion).
export { AppVersionWatch } from './app-version-watch';
export type { AppVersionLabels } from './version-check';
