import { replaceUrl } from '@/ui/replace-url';
import { withoutModal } from '@/session/modal-route';

/** Token parameters the account emails link with (spec §2 query parameters). */
export const TOKEN_PARAMS = {
  confirmation: 'confirmation_token',
  passwordEdit: 'reset_password_token',
  unlock: 'unlock_token',
} as const;

export type TokenModal = keyof typeof TOKEN_PARAMS;

/** The token a URL carries for a modal, or null when absent or empty. */
export function tokenFromUrl(url: URL, modal: TokenModal): string | null {
  const value = url.searchParams.get(TOKEN_PARAMS[modal])?.trim();
  return value ? value : null;
}

/** The same URL (path, query, hash) without the token parameter; other parameters are kept. */
export function withoutToken(url: URL, modal: TokenModal): string {
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== TOKEN_PARAMS[modal]);
  return `${url.pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${url.hash}`;
}

/**
 * Takes the token out of the address bar (it must not linger in history), together with the modal
 * request that came with it.
 */
export function removeTokenFromLocation(modal: TokenModal): void {
  // deferred past the router's mount effect, which otherwise writes the first URL back
  setTimeout(() => {
    const url = new URL(window.location.href);
    if (!tokenFromUrl(url, modal)) return;
    const next = withoutModal(new URL(withoutToken(url, modal), url.origin));
    replaceUrl(next);
  }, 0);
}
