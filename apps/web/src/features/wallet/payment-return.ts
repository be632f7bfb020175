import type { ReturnUrls } from '@/api/wallet';

/** Query parameter of the payment-return targets (spec §2): `?payment=success|error|pending`. */
export const PAYMENT_PARAM = 'payment';

export const PAYMENT_RESULTS = ['success', 'error', 'pending'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** Message a return page inside the deposit iframe sends to the page around it. */
export const PAYMENT_RETURN_MESSAGE = 'sportsbook:payment-return';

/** Spec §8 "payment-provider notifications show success, warning or error alerts". */
export const PAYMENT_TOAST_TYPE = {
  success: 'success',
  pending: 'warning',
  error: 'error',
} as const satisfies Record<PaymentResult, 'success' | 'warning' | 'error'>;

/** The payment result a return URL carries, or null for anything else. */
export function parsePaymentReturn(search: URLSearchParams | string): PaymentResult | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(PAYMENT_PARAM);
  return (PAYMENT_RESULTS as readonly string[]).includes(value ?? '')
    ? (value as PaymentResult)
    : null;
}

/** The same URL (path, other query, hash) without the payment parameter: cleaned after use. */
export function withoutPaymentReturn(url: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.delete(PAYMENT_PARAM);
  const search = parsed.searchParams.toString();
  return `${parsed.pathname}${search ? `?${search}` : ''}${parsed.hash}`;
}

/**
 * Return URLs for the provider: the deposit page of the current locale with the page's own query
 * (the casino parameters) kept and `payment` set per outcome. Site paths, which the platform
 * accepts from any of its web origins.
 */
export function buildReturnUrls(depositPath: string, search: string): ReturnUrls {
  const target = (result: PaymentResult) => {
    const params = new URLSearchParams(search);
    params.set(PAYMENT_PARAM, result);
    return `${depositPath}?${params.toString()}`;
  };
  return { success: target('success'), error: target('error'), pending: target('pending') };
}

/**
 * The provider page URL the deposit iframe loads, with the casino query parameters the deposit
 * page received passed on (spec §2 "deposit, with casino query parameters"). Parameters the
 * provider URL already has are kept; `payment` is never passed on.
 */
export function providerFrameUrl(providerUrl: string, pageSearch: string): string {
  const url = new URL(providerUrl, 'http://x');
  for (const [key, value] of new URLSearchParams(pageSearch)) {
    if (key === PAYMENT_PARAM || url.searchParams.has(key)) continue;
    url.searchParams.append(key, value);
  }
  // relative provider URLs (same-origin demo) stay relative
  return /^[a-z][a-z0-9+.-]*:/i.test(providerUrl)
    ? url.href
    : `${url.pathname}${url.search}${url.hash}`;
}
