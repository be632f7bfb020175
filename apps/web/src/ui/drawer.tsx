'use client';

import { useRef, type MouseEvent, type ReactNode } from 'react';
import buttonStyles from './button.module.css';
import styles from './drawer.module.css';
import { CloseIcon } from './icons';

interface DrawerProps {
  /** Element id the triggers point at. */
  id: string;
  /** Slides in from the inline start (side menu) or up from the bottom (sheet). */
  placement: 'start' | 'bottom';
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal drawer on the native <dialog>: the browser traps focus, restores it on close, makes
 * the page behind inert and closes on Escape. Clicking the backdrop or following a link closes it.
 */
export function Drawer({ id, placement, title, closeLabel, children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as Element;
    if (target === ref.current || target.closest('a[href]')) ref.current?.close();
  }

  return (
    <dialog
      id={id}
      ref={ref}
      className={`${styles.drawer} ${styles[placement]}`}
      aria-labelledby={titleId}
      onClick={onClick}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={buttonStyles.icon}
            aria-label={closeLabel}
            onClick={() => ref.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}

interface DrawerTriggerProps {
  /** Id of the Drawer to open. */
  target: string;
  className?: string;
  label?: string;
  children: ReactNode;
}

/** A button that opens a Drawer by id, so triggers and drawer can sit in different regions. */
export function DrawerTrigger({ target, className, label, children }: DrawerTriggerProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      aria-controls={target}
      onClick={() => {
        const dialog = document.getElementById(target);
        if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      }}
    >
      {children}
    </button>
  );
}
