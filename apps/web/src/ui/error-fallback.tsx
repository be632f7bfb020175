'use client';

import { Component, type ReactNode } from 'react';
import styles from './error-fallback.module.css';

/** Spec §8 fallback texts of a render failure (as given: not translated). */
export const FALLBACK_TEXTS = {
  renderFailure: 'UNEXPECTED ERROR',
  errorPageFailure: 'UNEXPECTED ERROR IN ERROR APP',
} as const;

/** The line an error page shows above its text: spec §8 "UNEXPECTED ERROR". */
export function RenderFailureNotice() {
  return (
    <p className={styles.notice} data-testid="render-fallback">
      {FALLBACK_TEXTS.renderFailure}
    </p>
  );
}

interface BoundaryProps {
  /** Told of the failure (error reporting). */
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Wraps an error page: when the error page itself fails to render, spec §8's last fallback
 * "UNEXPECTED ERROR IN ERROR APP" is shown (plain, nothing that could fail again).
 */
export class ErrorPageBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className={styles.last} data-testid="error-app-fallback">
          {FALLBACK_TEXTS.errorPageFailure}
        </p>
      );
    }
    return this.props.children;
  }
}
