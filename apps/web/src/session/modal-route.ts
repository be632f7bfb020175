/**
 * Account modals a URL may ask for (spec §2 "Query parameters and hashes"): `#signIn` or
 * `?modal=signIn` opens the sign-in modal, and the hash or parameter is then removed.
 */
export const ACCOUNT_MODALS = [
  'signIn',
  'signUp',
  'confirmation',
  'passwordEdit',
  'passwordNew',
  'unlock',
] as const;

export type AccountModal = (typeof ACCOUNT_MODALS)[number];

/** The query parameter that names a modal, as an alternative to the hash. */
export const MODAL_PARAM = 'modal';

/** Exactly one of the six names, case included (`#signin` is not a modal). */
export function isAccountModal(value: unknown): value is AccountModal {
  return typeof value === 'string' && (ACCOUNT_MODALS as readonly string[]).includes(value);
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Whether one `key=value` part of a query string is a modal request. */
function isModalPart(part: string): boolean {
  const eq = part.indexOf('=');
  if (eq === -1) return false;
  return decode(part.slice(0, eq)) === MODAL_PARAM && isAccountModal(decode(part.slice(eq + 1)));
}

/** The modal a URL asks for: the hash first, then the `modal` parameter; null when none. */
export function modalFromUrl(url: URL): AccountModal | null {
  const hash = decode(url.hash.slice(1));
  if (isAccountModal(hash)) return hash;
  const part = url.search
    .slice(1)
    .split('&')
    .find((candidate) => isModalPart(candidate));
  if (!part) return null;
  const value = decode(part.slice(part.indexOf('=') + 1));
  return isAccountModal(value) ? value : null;
}

/**
 * The same URL, as a path with query and hash, without the modal hash and `modal` parameters;
 * every other parameter is kept byte for byte, and any other hash too.
 */
export function withoutModal(url: URL): string {
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !isModalPart(part));
  const search = kept.length > 0 ? `?${kept.join('&')}` : '';
  const hash = isAccountModal(decode(url.hash.slice(1))) ? '' : url.hash;
  return `${url.pathname}${search}${hash}`;
}
