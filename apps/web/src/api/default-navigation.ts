import { DEFAULT_NAVIGATION } from '@sportsbook/contract/navigation';
import { navigationFromWire, type Navigation } from './navigation';

/** The zones' places before an operator sets them (the contract's default layout); server only. */
export const DEFAULT_SITE_NAVIGATION: Navigation = navigationFromWire(DEFAULT_NAVIGATION);
