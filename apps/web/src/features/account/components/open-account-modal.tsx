'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import {
  getAccountModal,
  openAccountModal,
  subscribeAccountModal,
} from '@/session/account-modal-store';
import type { AccountModal } from '@/session/modal-route';

/**
 * Opens an account modal when its route loads (spec §2 /users/... routes); once the visitor is
 * done with it, the address goes back to the home page it was shown over.
 */
export function OpenAccountModal({ modal, locale }: { modal: AccountModal; locale: AppLocale }) {
  const router = useRouter();
  useEffect(() => {
    openAccountModal(modal);
    const unsubscribe = subscribeAccountModal(() => {
      if (getAccountModal() !== null) return;
      unsubscribe();
      router.replace(localizePath('/', locale), { scroll: false });
    });
    return unsubscribe;
  }, [modal, locale, router]);
  return null;
}
