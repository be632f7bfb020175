// Face of the app-version notice (spec §3 site configuration appVersion).
export { AppVersionWatch, type AppVersionLabels } from './app-version-watch';
