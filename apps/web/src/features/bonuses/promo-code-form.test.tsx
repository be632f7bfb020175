import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { wireFreebet } from '@/api/promotions-fixtures';
import { stubBackend } from '@/api/test-fetch';
import en from '@/i18n/messages/en.json';
import { PromoCodeForm } from './promo-code-form';

const l = en.promotions.promoCode;

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PromoCodeForm labels={en.promotions} locale="en" />
    </QueryClientProvider>,
  );
  return screen.getByRole('textbox', { name: l.label });
}

function redeem(input: HTMLElement, code: string) {
  fireEvent.change(input, { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: l.submit }));
}

describe('promo code entry (spec §7 POST /bonuses/promo-code)', () => {
  it('issues the bonus: the code is sent trimmed, the field clears and the bonus is named', async () => {
    const seen = stubBackend({ 'POST /v2/bonuses/promo-code': { body: { data: wireFreebet() } } });
    const input = renderForm();
    redeem(input, '  WELCOME-10 ');
    expect(await screen.findByText('Welcome free bet was added to your bonuses.')).toBeTruthy();
    expect(seen.map((r) => r.body)).toEqual([{ code: 'WELCOME-10' }]);
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    [404, 'promo_code_not_found', l.notFound],
    [409, 'promo_code_used', l.used],
    [422, 'promo_code_expired', l.expired],
    [422, 'promo_code_exhausted', l.exhausted],
    [422, 'validation_failed', l.invalid],
    [503, 'unavailable', l.failed],
  ])('a %i %s shows on the field', async (status, code, text) => {
    stubBackend({ 'POST /v2/bonuses/promo-code': { status, body: { code, message: code } } });
    const input = renderForm();
    redeem(input, 'NOPE');
    const error = await screen.findByTestId('promo-code-error');
    expect(error.textContent).toBe(text);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('a code the server would refuse for its form is not sent', () => {
    const seen = stubBackend({});
    const input = renderForm();
    redeem(input, 'two words');
    expect(screen.getByTestId('promo-code-error').textContent).toBe(l.invalid);
    expect(seen).toEqual([]);
  });
});
