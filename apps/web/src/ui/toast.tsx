'use client';

/**
 * INTERFACE ONLY — the wallet helper replaces the bodies. Toasts of spec §3/§9: success, error,
 * warning; auto-close 5000 ms, bottom-center, closable by click and drag.
 */
export type ToastType = 'success' | 'error' | 'warning';

export interface ToastInput {
  type: ToastType;
  title: string;
  description?: string;
}

/** Shows a toast (from anywhere on the client). */
export function showToast(_toast: ToastInput): void {}

/** Mounted once in the app providers: renders the toasts. */
export function Toaster() {
  return null;
}
