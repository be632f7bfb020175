import { createStore } from '@/lib/store';
import type { AccountModal } from './modal-route';

/** Marker on <html> while a modal is requested, so the modals and tests can observe it. */
export const ACCOUNT_MODAL_ATTRIBUTE = 'data-account-modal';

interface ModalRequest {
  modal: AccountModal | null;
  sessionExpired: boolean;
}

const store = createStore<ModalRequest>(() => ({ modal: null, sessionExpired: false }));

function publish(next: AccountModal | null, expired = false) {
  const current = store.get();
  if (next === current.modal && expired === current.sessionExpired) return;
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    if (next) root.setAttribute(ACCOUNT_MODAL_ATTRIBUTE, next);
    else root.removeAttribute(ACCOUNT_MODAL_ATTRIBUTE);
  }
  store.set({ modal: next, sessionExpired: expired });
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
  return store.get().sessionExpired;
}

export function closeAccountModal(): void {
  publish(null);
}

/** The requested modal, or null. */
export function getAccountModal(): AccountModal | null {
  return store.get().modal;
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeAccountModal(listener: () => void): () => void {
  return store.subscribe(listener);
}
