import { createStore } from '@/lib/store';

/**
 * Spec §2 modals opened by events: the iframe deposit (the provider's page) and quick deposit
 * (one click, spec §6); `auto` is quick deposit where the player may use it, else the iframe.
 */
export type DepositModalKind = 'iframe' | 'quick' | 'auto';

/** Who asked, for the host page bridge and for tests. */
export type DepositModalSource = 'header' | 'betslip' | 'host' | 'modal';

export interface DepositModalRequest {
  kind: DepositModalKind;
  source: DepositModalSource;
}

/** Marker on <html> while a deposit modal is requested, so tests and the host bridge observe it. */
export const DEPOSIT_MODAL_ATTRIBUTE = 'data-deposit-modal';

const store = createStore<DepositModalRequest | null>(() => null);

function publish(next: DepositModalRequest | null) {
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    if (next) root.setAttribute(DEPOSIT_MODAL_ATTRIBUTE, next.kind);
    else root.removeAttribute(DEPOSIT_MODAL_ATTRIBUTE);
  }
  store.set(next);
}

/** Hands a deposit to the cashier of the page that frames the sportsbook. */
export type HostCashier = (request: DepositModalRequest) => void;

let hostCashier: HostCashier | null = null;

/**
 * Spec §5 "deposit is allowed only inside the frame context or when listeners exist": while the
 * framing page listens to `deposit` (the embed bridge sets this), deposits go to its cashier;
 * null puts them back in the sportsbook's own modals.
 */
export function setHostCashier(cashier: HostCashier | null): void {
  hostCashier = cashier;
}

/** Whether deposits currently go to the framing page's cashier. */
export function hasHostCashier(): boolean {
  return hostCashier !== null;
}

/**
 * Opens a deposit modal from anywhere on the client (the header, a low balance in the slip, the
 * host page's deposit message); a second request replaces the first (one deposit modal at a time).
 * With a host cashier the request goes to it instead, and no modal opens in the frame.
 */
export function openDepositModal(
  kind: DepositModalKind = 'iframe',
  source: DepositModalSource = 'host',
): void {
  if (hostCashier) hostCashier({ kind, source });
  else publish({ kind, source });
}

export function closeDepositModal(): void {
  publish(null);
}

/** The requested deposit modal, or null. */
export function getDepositModal(): DepositModalRequest | null {
  return store.get();
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeDepositModal(listener: () => void): () => void {
  return store.subscribe(listener);
}
