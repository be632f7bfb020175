import { useSyncExternalStore } from 'react';
import { getAccountModal, subscribeAccountModal } from './account-modal-store';
import type { AccountModal } from './modal-route';

const onServer = (): AccountModal | null => null;

/** The requested account modal; the server never has one (it comes from the URL or a click). */
export function useAccountModal(): AccountModal | null {
  return useSyncExternalStore(subscribeAccountModal, getAccountModal, onServer);
}
