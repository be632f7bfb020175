import { describe, expect, it } from 'vitest';
import { nextFlashState, oddsMove, type FlashState } from './odds-flash';

describe('oddsMove', () => {
  it.each([
    [2.5, 2.6, 'up'],
    [2.5, 2.4, 'down'],
    [2.5, 2.5, null],
    [Number.NaN, 2.5, null],
    [2.5, Number.NaN, null],
  ] as const)('%d -> %d: %s', (previous, next, expected) => {
    expect(oddsMove(previous, next)).toBe(expected);
  });
});

describe('nextFlashState', () => {
  const still: FlashState = { odds: 2.5, flash: null };

  it('keeps the same state while the odds do not change', () => {
    expect(nextFlashState(still, 2.5, false)).toBe(still);
    expect(nextFlashState(still, 2.5, true)).toBe(still);
  });

  it('starts an up or down flash when the odds move', () => {
    expect(nextFlashState(still, 2.6, false)).toEqual({ odds: 2.6, flash: { move: 'up', id: 1 } });
    expect(nextFlashState(still, 2.4, false)).toEqual({
      odds: 2.4,
      flash: { move: 'down', id: 1 },
    });
  });

  it('a new move replaces a running flash with a new id, so the animation restarts', () => {
    const up = nextFlashState(still, 2.6, false);
    const down = nextFlashState(up, 2.55, false);
    expect(down).toEqual({ odds: 2.55, flash: { move: 'down', id: 2 } });
    expect(nextFlashState(down, 2.7, false).flash).toEqual({ move: 'up', id: 3 });
  });

  it('records moves while locked without flashing, and clears a running flash', () => {
    expect(nextFlashState(still, 3, true)).toEqual({ odds: 3, flash: null });
    const up = nextFlashState(still, 2.6, false);
    expect(nextFlashState(up, 2.8, true)).toEqual({ odds: 2.8, flash: null });
  });
});
