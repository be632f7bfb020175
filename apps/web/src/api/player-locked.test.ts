import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './client';
import { onPlayerLocked } from './player-locked';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, code: string) => () =>
  Promise.resolve(Response.json({ code, message: 'm' }, { status }));

describe('a platform answer that says locked (spec §2 /locked)', () => {
  it('423 player_locked tells the listeners; other answers do not', async () => {
    const heard = vi.fn();
    const remove = onPlayerLocked(heard);
    const get = () => apiRequest({ api: 'platform', path: '/player', schema: z.unknown() });

    vi.stubGlobal('fetch', answer(423, 'account_locked'));
    await expect(get()).rejects.toMatchObject({ status: 423 });
    vi.stubGlobal('fetch', answer(401, 'unauthorized'));
    await expect(get()).rejects.toMatchObject({ status: 401 });
    expect(heard).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', answer(423, 'player_locked'));
    await expect(get()).rejects.toMatchObject({ code: 'player_locked' });
    expect(heard).toHaveBeenCalledTimes(1);

    remove();
    await expect(get()).rejects.toMatchObject({ code: 'player_locked' });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
