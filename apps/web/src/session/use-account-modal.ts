import { useStore } from '@/lib/use-store';
import { getAccountModal, subscribeAccountModal } from './account-modal-store';
import type { AccountModal } from './modal-route';

const modal = { get: getAccountModal, subscribe: subscribeAccountModal };

/** The requested account modal; the server never has one (it comes from the URL or a click). */
export function useAccountModal(): AccountModal | null {
  return useStore<AccountModal | null>(modal, null);
}
