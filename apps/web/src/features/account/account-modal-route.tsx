'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { replaceUrl } from '@/ui/replace-url';
import { openAccountModal } from '@/session/account-modal-store';
import { modalFromUrl, withoutModal } from '@/session/modal-route';
import { tokenFromUrl } from './url-token';

/** Opens the modal the URL asks for and takes the request out of the address bar (spec §2). */
function applyUrlModal() {
  const url = new URL(window.location.href);
  // spec §2: a reset_password_token alone also asks for the edit-password modal
  const modal = modalFromUrl(url) ?? (tokenFromUrl(url, 'passwordEdit') ? 'passwordEdit' : null);
  if (!modal) return;
  openAccountModal(modal);
  // deferred past the router's mount effect, whose patched replaceState keeps Next's state in sync
  setTimeout(() => {
    if (window.location.href === url.href) replaceUrl(withoutModal(url));
  }, 0);
}

/**
 * Watches the URL for `#signIn`, `?modal=signUp` and the other account modals: on load, on
 * hash changes and after client-side navigations. Renders nothing.
 */
export function AccountModalRoute() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    applyUrlModal();
  }, [pathname, searchParams]);

  useEffect(() => {
    window.addEventListener('hashchange', applyUrlModal);
    return () => window.removeEventListener('hashchange', applyUrlModal);
  }, []);

  return null;
}
