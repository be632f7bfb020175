import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConnectionAlert } from './connection-alert';
import { setConnectionState } from './connection-state';

const labels = { title: 'Connection lost', description: 'Live odds are paused. Reconnecting…' };

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setConnectionState('connecting'));
});

describe('spec §8 going offline', () => {
  test('going offline shows error.connection.title and .description, and back online clears it', () => {
    render(<ConnectionAlert labels={labels} />);
    expect(screen.queryByRole('alert')).toBeNull();

    goOnline(false);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Connection lost');
    expect(alert.textContent).toContain('Live odds are paused. Reconnecting…');
    expect(alert.dataset.cause).toBe('offline');

    goOnline(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a lost real-time connection shows it too, until it reconnects', () => {
    render(<ConnectionAlert labels={labels} />);
    act(() => setConnectionState('connected'));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => setConnectionState('offline'));
    expect(screen.getByRole('alert').dataset.cause).toBe('realtime');
    act(() => setConnectionState('connected'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a page opened offline shows it at once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ConnectionAlert labels={labels} />);
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
