import { createStore } from '@/lib/store';

/** A code asked for by the host page (spec §7 apply bet code); each request is a new object. */
export const requestedCode = createStore<{ code: string } | null>(() => null);

/** Restores a shared bet by its code, as a `?betcode=` link would (the host page's command). */
export function applyShareCode(code: string): void {
  requestedCode.set({ code });
}
