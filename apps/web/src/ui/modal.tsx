'use client';

import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import buttonStyles from './button.module.css';
import { CloseIcon } from './icons';
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
  children: ReactNode;
}

/**
 * A centred modal on the native <dialog>, open while mounted: the browser traps focus, makes the
 * page behind inert and gives focus back to the opener on close. On phones it fills the width
 * and rises from the bottom.
 */
export function Modal({ title, closeLabel, onClose, dismissible = true, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

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
      className={styles.modal}
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
