/** Opens the modal with an optional query, registered by the mounted modal. */
type Opener = (query?: string) => void;

let opener: Opener | null = null;

/**
 * Opens the search modal (the header button, the `/` key, or the host page's "search modal"
 * message of spec §7). Does nothing before the modal is mounted.
 */
export function openSearch(query?: string): void {
  opener?.(query);
}

/** Called by the modal on mount; returns the clean-up for unmount. */
export function registerSearchOpener(open: Opener): () => void {
  opener = open;
  return () => {
    if (opener === open) opener = null;
  };
}

/** Whether a key press should open search: `/` typed outside any text field or open dialog. */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.defaultPrevented) return false;
  const target = event.target;
  if (typeof Element === 'undefined' || !(target instanceof Element)) return true;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'))
    return false;
  return !target.closest('dialog[open]');
}
