import type { AccountModal } from './modal-route';

/** Marker on <html> while a modal is requested, so the modals and tests can observe it. */
export const ACCOUNT_MODAL_ATTRIBUTE = 'data-account-modal';

type Listener = () => void;

let current: AccountModal | null = null;
let sessionExpired = false;
const listeners = new Set<Listener>();

function publish(next: AccountModal | null, expired = false) {
  if (next === current && expired === sessionExpired) return;
  current = next;
  sessionExpired = expired;
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    if (next) root.setAttribute(ACCOUNT_MODAL_ATTRIBUTE, next);
    else root.removeAttribute(ACCOUNT_MODAL_ATTRIBUTE);
  }
  for (const listener of listeners) listener();
}

export interface OpenOptions {
  /** Sign-in after a lost session says so (spec §8). */
  sessionExpired?: boolean;
}

/** Requests an account modal (sign in, sign up, ...); one is open at a time. */
export function openAccountModal(name: AccountModal, options: OpenOptions = {}): void {
  publish(name, name === 'signIn' && options.sessionExpired === true);
}

/** Whether the open sign-in modal was asked for because the session expired. */
export function isSessionExpiredPrompt(): boolean {
  return sessionExpired;
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
