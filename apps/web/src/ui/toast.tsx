'use client';

/**
 * Toasts of spec §3/§9: success, error, warning; auto-close 5000 ms, bottom-center, closable by
 * click and by drag (a sideways swipe); the countdown pauses while hovered or focused.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useStore } from '@/lib/use-store';
import {
  createToastStore,
  isDragDismiss,
  startAutoClose,
  TOAST_AUTO_CLOSE_MS,
  type AutoClose,
  type Toast,
} from './toast-store';
import styles from './toast.module.css';

import type { ToastType } from './toast-store';

export type { ToastType };

export interface ToastInput {
  type: ToastType;
  title: string;
  description?: string;
  /** A toast on screen with the same key is updated in place (spec §4: added, updated, removed). */
  key?: string;
}

const store = createToastStore();
const noToasts: readonly Toast[] = [];

const browserTimers = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/** Shows a toast (from anywhere on the client), or updates the one with the same key. */
export function showToast(toast: ToastInput): void {
  store.add(toast);
}

/** Mounted once in the app providers: renders the toasts. */
export function Toaster({ closeLabel = '×' }: { closeLabel?: string }) {
  const toasts = useStore({ get: store.getSnapshot, subscribe: store.subscribe }, noToasts);
  return (
    <div className={styles.viewport} data-testid="toaster">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} />
      ))}
    </div>
  );
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const autoClose = useRef<AutoClose | null>(null);
  const drag = useRef<{ startX: number; pointerId: number; dx: number } | null>(null);
  // a swipe that came back is not a click
  const dragged = useRef(false);
  const [offset, setOffset] = useState(0);
  const close = () => store.remove(toast.id);

  useEffect(() => {
    const timer = startAutoClose(() => store.remove(toast.id), TOAST_AUTO_CLOSE_MS, browserTimers);
    autoClose.current = timer;
    return () => timer.cancel();
    // an update (same key) counts down again from the full time
  }, [toast.id, toast.revision]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { startX: event.clientX, pointerId: event.pointerId, dx: 0 };
    dragged.current = false;
    autoClose.current?.pause();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.dx = event.clientX - current.startX;
    if (Math.abs(current.dx) > 4 && !dragged.current) {
      dragged.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (dragged.current) setOffset(current.dx);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (dragged.current && isDragDismiss(current.dx, event.currentTarget.offsetWidth)) {
      close();
      return;
    }
    setOffset(0);
    autoClose.current?.resume();
  };

  return (
    <div
      className={`${styles.toast} ${styles[toast.type]}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      // an update in place changes the text: announced once, as one whole message
      aria-atomic="true"
      data-toast-type={toast.type}
      style={
        offset
          ? {
              transform: `translateX(${offset}px)`,
              opacity: Math.max(0.2, 1 - Math.abs(offset) / 300),
            }
          : undefined
      }
      onClick={() => {
        if (dragged.current) return;
        close();
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => autoClose.current?.pause()}
      onMouseLeave={() => {
        if (!drag.current) autoClose.current?.resume();
      }}
      onFocus={() => autoClose.current?.pause()}
      onBlur={() => autoClose.current?.resume()}
    >
      <span className={styles.icon} aria-hidden="true">
        {toast.type === 'success' ? '✓' : '!'}
      </span>
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={closeLabel}
        onClick={(event) => {
          event.stopPropagation();
          close();
        }}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}
