/**
 * The open modals, in opening order (spec §2 "A modal may be kept hidden in the background and
 * restored"): a keep-alive modal under a newly opened one is hidden, still mounted (a provider's
 * iframe keeps its page), and shown again when the one that hid it closes.
 */
export interface StackedModal {
  /** Hide, but stay mounted: a keep-alive modal only. */
  keepAlive: boolean;
  hide: () => void;
  restore: () => void;
}

interface Entry {
  modal: StackedModal;
  /** The modal whose opening hid this one, or null while it is shown. */
  hiddenBy: StackedModal | null;
}

export interface ModalStack {
  /** A modal opened: keep-alive modals shown below it are hidden. @returns its removal */
  open: (modal: StackedModal) => () => void;
  /** Whether `modal` is hidden in the background now. */
  isHidden: (modal: StackedModal) => boolean;
}

export function createModalStack(): ModalStack {
  const entries: Entry[] = [];
  return {
    open(modal) {
      for (const entry of entries) {
        if (entry.hiddenBy || !entry.modal.keepAlive) continue;
        entry.hiddenBy = modal;
        entry.modal.hide();
      }
      entries.push({ modal, hiddenBy: null });
      return () => {
        const index = entries.findIndex((entry) => entry.modal === modal);
        if (index === -1) return;
        entries.splice(index, 1);
        // the modals it hid come back; one it hid that another hides stays hidden
        for (const entry of entries) {
          if (entry.hiddenBy !== modal) continue;
          entry.hiddenBy = null;
          entry.modal.restore();
        }
      };
    },
    isHidden: (modal) => entries.some((entry) => entry.modal === modal && entry.hiddenBy !== null),
  };
}

/** The page's one stack. */
export const modalStack = createModalStack();
