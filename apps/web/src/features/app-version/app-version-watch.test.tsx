import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppVersionWatch } from './app-version-watch';
import { latestAppVersion } from './latest-version';
import { shouldCheckVersion, VERSION_CHECK_MS } from './version-check';

vi.mock('./latest-version', () => ({ latestAppVersion: vi.fn() }));
const latest = vi.mocked(latestAppVersion);

const labels = { notice: 'A new version is available.', reload: 'Reload', dismiss: 'Dismiss' };

afterEach(() => latest.mockReset());

describe('when to re-read the version (spec §3 appVersion)', () => {
  it('only in a visible tab and at most every 5 minutes', () => {
    expect(shouldCheckVersion(VERSION_CHECK_MS, 0, true)).toBe(true);
    expect(shouldCheckVersion(VERSION_CHECK_MS, 0, false)).toBe(false);
    expect(shouldCheckVersion(60_000, 0, true)).toBe(false);
    // a timer tick a few milliseconds early still counts
    expect(shouldCheckVersion(VERSION_CHECK_MS - 5, 0, true)).toBe(true);
  });
});

describe('the new-version notice', () => {
  const visible = async () => {
    await act(async () => {
      fireEvent(document, new Event('visibilitychange'));
      await Promise.resolve();
    });
  };

  it('a different version: a polite status with Reload; dismissed it stays away', async () => {
    latest.mockResolvedValue('0.2.0');
    render(<AppVersionWatch version="0.1.0" labels={labels} intervalMs={0} />);
    expect(screen.queryByRole('status')).toBeNull();
    await visible();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('A new version is available.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
    await visible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the same version, or an unreachable backend: no notice', async () => {
    latest.mockResolvedValueOnce('0.1.0').mockRejectedValueOnce(new Error('offline'));
    render(<AppVersionWatch version="0.1.0" labels={labels} intervalMs={0} />);
    await visible();
    await visible();
    expect(latest).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('not re-read sooner than the interval', async () => {
    latest.mockResolvedValue('0.2.0');
    render(<AppVersionWatch version="0.1.0" labels={labels} />);
    await visible();
    expect(latest).not.toHaveBeenCalled();
  });
});
