import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBackend } from '@/api/test-fetch';
import type { DepositModalKind } from '@/session/deposit-request';
import { DepositModals } from './deposit-modals';
import type { DepositLabels } from './deposit-labels';

afterEach(() => vi.unstubAllGlobals());

const labels = {
  title: 'Deposit',
  close: 'Close',
  moreMethods: 'Other amounts and payment methods',
  loading: 'Loading',
  signIn: { title: 'Sign in to use your wallet', text: 'Signed in only.', button: 'Sign in' },
} as DepositLabels;

function renderModals(kind: DepositModalKind) {
  stubBackend({});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSignIn = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <DepositModals
        request={{ kind, source: 'header' }}
        open
        session={{ state: 'anonymous' }}
        locale="en"
        quickDepositEnabled
        depositPath="/profile/wallet/deposit"
        labels={labels}
        onSignIn={onSignIn}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return { onSignIn, onClose };
}

describe('deposit modals (spec §2 modals opened by events)', () => {
  it.each([
    ['iframe', 'deposit-modal'],
    ['quick', 'quick-deposit-modal'],
  ] as const)(
    '%s: a visitor is asked to sign in, and the modal closes by its button',
    async (kind, testId) => {
      const { onSignIn, onClose } = renderModals(kind);
      const dialog = screen.getByRole('dialog', { name: 'Deposit' });
      expect(within(dialog).getByTestId(testId)).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('link', { name: 'Sign in' }));
      expect(onSignIn).toHaveBeenCalledTimes(1);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    },
  );
});
