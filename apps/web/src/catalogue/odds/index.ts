// Public surface of the odds feature; getOddsMessages is server-only: import it from
// '@/catalogue/odds/get-odds-messages'.
export type { OddsType } from '@sportsbook/betting/odds/odds-type';
export { OddsButton, type OddsButtonProps } from './components/odds-button';
export { OddsMessagesProvider } from './components/odds-messages-provider';
export { OddsTypeSwitcher, type OddsTypeSwitcherProps } from './components/odds-type-switcher';
export { formatOdds } from './format-odds';
export type { OddsMessages } from './odds-messages';
export { setOddsType } from './odds-type-store';
export { selectionIntent, type SelectionIntent } from './selection-intent';
export { SelectionPortProvider, type SelectionPort } from './selection-port';
export { useIsSelected } from './use-is-selected';
export { useOddsType } from './use-odds-type';
