import type { AccountModal } from './modal-route';

/** Marker on <html> while a modal is requested, so the modals and tests can observe it. */
export const ACCOUNT_MODAL_ATTRIBUTE = 'data-account-modal';

type Listener = () => void;

let current: AccountModal | null = null;
const listeners = new Set<Listener>();

function publish(next: AccountModal | null) {
  if (next === current) return;
  current = next;
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    if (next) root.setAttribute(ACCOUNT_MODAL_ATTRIBUTE, next);
    else root.removeAttribute(ACCOUNT_MODAL_ATTRIBUTE);
  }
  for (const listener of listeners) listener();
}

/** Requests an account modal (sign in, sign up, ...); one is open at a time. */
export function openAccountModal(name: AccountModal): void {
  publish(name);
}

export function closeAccountModal(): void {
  publish(null);
}

/** The requested modal, or null. */
export function getAccountModal(): AccountModal | null {
  return current;
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeAccountModal(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
