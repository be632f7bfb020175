import { MODELS } from '@/feed/models';
import { hashParts, rngFor } from '@/feed/random';
import type { Fixture } from './fixtures';

/**
 * Tick maths of a fixture: which match-time tick wall time reaches, when a tick happens, its random
 * source, and the one interruption (stopped ticks) some matches have.
 */

/** Match-time ticks of a fixture completed by wall time `t`. */
export function ticksAt(fx: Fixture, t: number, speed: number): number {
  if (t < fx.startTime) return 0;
  return Math.floor(((t - fx.startTime) * speed) / MODELS[fx.sportKey].tickMs);
}

/** Wall time at which tick `i` of a fixture happens. */
export function tickTime(fx: Fixture, i: number, speed: number): number {
  return fx.startTime + Math.ceil((i * MODELS[fx.sportKey].tickMs) / speed);
}

/** The random source of one tick of one match. */
export function tickRng(seed: number, key: string, i: number) {
  return rngFor(seed, key, 'tick', i);
}

/** One match in INTERRUPT_EVERY (by hash) is interrupted once, e.g. by weather or a floodlight. */
const INTERRUPT_EVERY = 15;

/** Engine ticks from + 1 .. from + ticks are stopped (status 2): no simulation step is taken. */
export interface Interruption {
  from: number;
  ticks: number;
}

/** A fixture's interruption: 2..30 min of match time in, 2..5 min long (none if over by then). */
export function interruptionOf(seed: number, fx: Fixture): Interruption | null {
  if (hashParts(seed, fx.key, 'interrupt') % INTERRUPT_EVERY !== 0) return null;
  const rng = rngFor(seed, fx.key, 'interrupt', 'plan');
  const tickMs = MODELS[fx.sportKey].tickMs;
  const startMs = (2 + rng.next() * 28) * 60_000;
  const lengthMs = (2 + rng.next() * 3) * 60_000;
  return {
    from: Math.max(1, Math.floor(startMs / tickMs)),
    ticks: Math.max(1, Math.round(lengthMs / tickMs)),
  };
}

/** Whether engine tick `i` falls inside the interruption (a stopped tick). */
export function isStoppedTick(plan: Interruption | null, i: number): boolean {
  return plan !== null && i > plan.from && i <= plan.from + plan.ticks;
}

/** The simulation step played at engine tick `i` (ticks after an interruption are shifted). */
export function simStepAt(plan: Interruption | null, i: number): number {
  if (!plan || i <= plan.from) return i;
  return Math.max(plan.from, i - plan.ticks);
}
