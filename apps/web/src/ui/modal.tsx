'use client';

import {
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import buttonStyles from './button.module.css';
import { MODAL_ENTER_MS, MODAL_EXIT_MS, MODAL_HEIGHT_FRACTION } from './constants';
import { CloseIcon } from './icons';
import { modalStack, type StackedModal } from './modal-stack';
import styles from './modal.module.css';

interface ModalProps {
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Called when the user dismisses the modal (close button, Escape, backdrop). */
  onClose: () => void;
  /**
   * False for a modal that must be completed (spec §2: phone verification cannot be closed): no
   * close button, and Escape and backdrop clicks do nothing.
   */
  dismissible?: boolean;
  /**
   * Spec §2 "kept hidden in the background and restored": another modal opened over this one
   * hides it, still mounted (an iframe keeps its page), until that one closes.
   */
  keepAlive?: boolean;
  /**
   * False plays the exit transition (spec §9, 500 ms) while still mounted; the owner unmounts
   * after `modalExitMs()`. Absent: open while mounted.
   */
  open?: boolean;
  /** A wider panel (a provider's page in a frame). */
  wide?: boolean;
  children: ReactNode;
}

// spec §9 timings reach the stylesheet from their one definition
const timing = {
  '--modal-enter': `${MODAL_ENTER_MS}ms`,
  '--modal-exit': `${MODAL_EXIT_MS}ms`,
  '--modal-max-block-size': `${MODAL_HEIGHT_FRACTION * 100}dvh`,
} as CSSProperties;

/**
 * A centred modal on the native <dialog>: the browser traps focus, makes the page behind inert
 * and gives focus back to the opener on close. On phones it fills the width and rises from the
 * bottom. A keep-alive modal hidden under another is inert and returns with the focus it had.
 */
export function Modal({
  title,
  closeLabel,
  onClose,
  dismissible = true,
  keepAlive = false,
  open = true,
  wide = false,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    let focused: HTMLElement | null = null;
    const stacked: StackedModal = {
      keepAlive,
      hide() {
        const active = document.activeElement;
        focused = active instanceof HTMLElement && dialog.contains(active) ? active : null;
        dialog.inert = true;
        dialog.setAttribute('data-backgrounded', '');
        if (dialog.open) dialog.close();
      },
      restore() {
        dialog.inert = false;
        dialog.removeAttribute('data-backgrounded');
        if (!dialog.open) dialog.showModal();
        if (focused?.isConnected) focused.focus();
      },
    };
    const remove = modalStack.open(stacked);
    if (!dialog.open) dialog.showModal();
    return () => {
      remove();
      if (dialog.open) dialog.close();
    };
  }, [open, keepAlive]);

  function onCancel(event: { preventDefault: () => void }) {
    // Escape: the dialog stays open until the owner unmounts it
    event.preventDefault();
    if (dismissible) onClose();
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // a click on the ::backdrop targets the dialog element itself
    if (dismissible && event.target === ref.current) onClose();
  }

  return (
    <dialog
      ref={ref}
      className={`${styles.modal}${wide ? ` ${styles.wide}` : ''}`}
      style={timing}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={onClick}
      data-dismissible={dismissible}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              className={buttonStyles.icon}
              aria-label={closeLabel}
              onClick={() => onClose()}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
