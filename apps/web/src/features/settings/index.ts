// Face of the settings feature (signed-in odds type, stake presets).
export { SettingsSync } from './settings-sync';
export { StakePresetsEditor, type StakePresetsLabels } from './stake-presets-editor';
