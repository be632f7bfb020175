import { describe, expect, it } from 'vitest';
import {
  buildReturnUrls,
  parsePaymentReturn,
  PAYMENT_TOAST_TYPE,
  providerFrameUrl,
  withoutPaymentReturn,
} from './payment-return';

describe('parsePaymentReturn', () => {
  it.each([
    ['?payment=success', 'success'],
    ['payment=error', 'error'],
    ['?a=1&payment=pending', 'pending'],
    ['?payment=SUCCESS', null],
    ['?payment=', null],
    ['?payment=done', null],
    ['', null],
  ])('%s -> %s', (search, expected) => {
    expect(parsePaymentReturn(search)).toBe(expected);
  });

  it('reads URLSearchParams too', () => {
    expect(parsePaymentReturn(new URLSearchParams({ payment: 'error' }))).toBe('error');
  });

  it('maps results to the toast types of spec §8', () => {
    expect(PAYMENT_TOAST_TYPE).toEqual({ success: 'success', pending: 'warning', error: 'error' });
  });
});

describe('withoutPaymentReturn', () => {
  it.each([
    ['/de/profile/wallet/deposit?payment=success', '/de/profile/wallet/deposit'],
    ['/profile/wallet/deposit?cid=7&payment=error#top', '/profile/wallet/deposit?cid=7#top'],
    ['/profile/wallet/deposit?cid=7', '/profile/wallet/deposit?cid=7'],
  ])('%s -> %s', (url, expected) => {
    expect(withoutPaymentReturn(url)).toBe(expected);
  });
});

describe('buildReturnUrls', () => {
  it('targets the localized deposit page with the casino parameters kept', () => {
    expect(buildReturnUrls('/de/profile/wallet/deposit', '?cid=7')).toEqual({
      success: '/de/profile/wallet/deposit?cid=7&payment=success',
      error: '/de/profile/wallet/deposit?cid=7&payment=error',
      pending: '/de/profile/wallet/deposit?cid=7&payment=pending',
    });
  });

  it('replaces a payment value left in the page query', () => {
    const urls = buildReturnUrls('/profile/wallet/deposit', 'payment=error');
    expect(urls.success).toBe('/profile/wallet/deposit?payment=success');
  });
});

describe('providerFrameUrl', () => {
  it('passes the page query on, without payment, keeping the provider own parameters', () => {
    expect(
      providerFrameUrl(
        '/api/platform/payments/demo/d1?lang=en',
        '?cid=7&lang=de&payment=success&btag=x',
      ),
    ).toBe('/api/platform/payments/demo/d1?lang=en&cid=7&btag=x');
  });

  it('keeps absolute provider URLs absolute', () => {
    expect(providerFrameUrl('https://pay.example/p/1', '?cid=7')).toBe(
      'https://pay.example/p/1?cid=7',
    );
  });

  it('leaves the URL alone without a page query', () => {
    expect(providerFrameUrl('/api/platform/payments/demo/d1', '')).toBe(
      '/api/platform/payments/demo/d1',
    );
  });
});
