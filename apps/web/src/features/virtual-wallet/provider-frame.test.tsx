import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBackend } from '@/api/test-fetch';
import { closeAccountModal, getAccountModal } from '@/session/account-modal-store';
import { dispatchAuth } from '@/session/session';
import type { ProviderFrameLabels } from './labels';
import { ProviderFrame } from './provider-frame';

const labels: ProviderFrameLabels = {
  frameTitle: 'Horse racing provider',
  loading: 'Opening the game…',
  failed: 'The game could not be opened.',
  disabled: 'Not available right now.',
  retry: 'Try again',
  signIn: { title: 'Sign in to play', text: 'Needs a player.', button: 'Sign in' },
};
const LAUNCH = 'POST /api/virtual-wallet/racing/launch';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => {
    dispatchAuth('signedOut');
    closeAccountModal();
  });
});

function renderFrame() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProviderFrame provider="racing" locale="ar" labels={labels} />
    </QueryClientProvider>,
  );
}

describe('the provider frame of /racing and /lotteries (spec §1, §7 virtual wallet launch)', () => {
  it('a visitor is asked to sign in and nothing is launched', () => {
    const seen = stubBackend({});
    act(() => dispatchAuth('profileMissing'));
    renderFrame();
    expect(screen.getByTestId('sign-in-prompt').textContent).toContain('Sign in to play');
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(getAccountModal()).toBe('signIn');
    expect(seen).toEqual([]);
  });

  it('a player gets the launched page in a titled frame, loading until it has loaded', async () => {
    const seen = stubBackend({ [LAUNCH]: { body: { url: '/api/virtual-wallet/demo/tok' } } });
    act(() => dispatchAuth('profileLoaded'));
    renderFrame();
    const frame = await screen.findByTitle('Horse racing provider');
    expect(frame.getAttribute('src')).toBe('/api/virtual-wallet/demo/tok');
    expect(screen.getByTestId('provider-loading').textContent).toContain('Opening the game…');
    fireEvent.load(frame);
    expect(screen.queryByTestId('provider-loading')).toBeNull();
    expect(seen[0]?.search.get('locale')).toBe('ar');
    expect(seen[0]?.body).toMatchObject({
      app: expect.stringMatching(/^(desktop|mobile)$/) as string,
    });
  });

  it('a failed launch says so with a retry that launches again', async () => {
    let calls = 0;
    stubBackend({
      [LAUNCH]: () =>
        ++calls === 1
          ? { status: 500, body: { code: 'internal_error', message: 'boom' } }
          : { body: { url: '/api/virtual-wallet/demo/tok2' } },
    });
    act(() => dispatchAuth('profileLoaded'));
    renderFrame();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The game could not be opened.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTitle('Horse racing provider')).getAttribute('src')).toBe(
      '/api/virtual-wallet/demo/tok2',
    );
  });

  it('a product switched off meanwhile reads as not available', async () => {
    stubBackend({ [LAUNCH]: { status: 403, body: { code: 'provider_disabled', message: 'off' } } });
    act(() => dispatchAuth('profileLoaded'));
    renderFrame();
    expect((await screen.findByRole('alert')).textContent).toContain('Not available right now.');
  });
});
