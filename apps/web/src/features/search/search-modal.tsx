'use client';

import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { MatchEventFlags } from '@sportsbook/betting/live/match-event-visibility';
import { SEARCH_QUERY_MAX } from '@/api/catalogue/search';
import type { AppLocale } from '@/i18n/routing';
import buttonStyles from '@/ui/button.module.css';
import { CloseIcon, SearchIcon } from '@/ui/icons';
import { isSearchShortcut, registerSearchOpener } from './open-search';
import type { SearchLabels } from './search-labels';
import styles from './search.module.css';
import { normalizeSearchQuery } from './search-query';
import { lazyChunk } from '@/lib/lazy-chunk';

// the panel (requests, results) loads with the first opening, off every page's first load
const SearchPanel = lazyChunk(() =>
  import('./search-panel').then((m) => ({ default: m.SearchPanel })),
);

interface SearchModalProps {
  labels: SearchLabels;
  locale: AppLocale;
  /** Feature flags (spec §5): results of disabled sport types and providers are not shown. */
  flags: MatchEventFlags;
  /** The header's search button; without it the modal opens from another zone's button or `/`. */
  withButton?: boolean;
}

/**
 * The header search button and its modal on the native <dialog>: the browser traps focus, makes
 * the page inert and returns focus to the button on close. Opens from the button, the `/` key
 * outside text fields, or openSearch(); closes on Escape, the close button, the backdrop or a
 * followed result link. A full-screen sheet on mobile, a centred panel from the tablet width up.
 */
export function SearchModal({ labels, locale, flags, withButton = true }: SearchModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const id = useId();
  const dialogId = `${id}-dialog`;
  const titleId = `${id}-title`;
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;

  const show = useCallback((query?: string) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (query !== undefined) setInput(query.slice(0, SEARCH_QUERY_MAX));
    if (!dialog.open) dialog.showModal();
    setOpen(true);
    // the last query stays; selected, so typing replaces it
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const close = () => dialogRef.current?.close();
  const tooShort = normalizeSearchQuery(input) === null;

  useEffect(() => registerSearchOpener(show), [show]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as Element;
    // the backdrop is the dialog itself; a result link navigates, then the modal gets out of the way
    if (target === dialogRef.current || target.closest('a[href]')) close();
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // a search field would clear itself on the first Escape: close at once instead
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  }

  return (
    <>
      {withButton && (
        <button
          type="button"
          className={buttonStyles.icon}
          aria-label={labels.button}
          aria-haspopup="dialog"
          aria-controls={dialogId}
          aria-keyshortcuts="/"
          onClick={() => show()}
        >
          <SearchIcon />
        </button>
      )}
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClick={onDialogClick}
        onClose={() => setOpen(false)}
      >
        <div className={styles.panel}>
          <h2 id={titleId} className="visually-hidden">
            {labels.title}
          </h2>
          <div className={styles.head}>
            <div className={styles.field}>
              <SearchIcon className={styles.fieldIcon} />
              <label htmlFor={inputId} className="visually-hidden">
                {labels.inputLabel}
              </label>
              <input
                ref={inputRef}
                id={inputId}
                className={styles.input}
                type="search"
                value={input}
                onChange={(event) => setInput(event.target.value)}
                onKeyDown={onInputKeyDown}
                maxLength={SEARCH_QUERY_MAX}
                placeholder={labels.placeholder}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="search"
                aria-describedby={tooShort ? hintId : undefined}
              />
            </div>
            <button
              type="button"
              className={buttonStyles.icon}
              aria-label={labels.close}
              onClick={close}
            >
              <CloseIcon />
            </button>
          </div>
          {open ? (
            <Suspense
              fallback={
                <div className={styles.body}>
                  <p className={styles.message} role="status">
                    {labels.loading}
                  </p>
                </div>
              }
            >
              <SearchPanel
                input={input}
                labels={labels}
                locale={locale}
                flags={flags}
                hintId={hintId}
                focusInput={() => inputRef.current?.focus()}
              />
            </Suspense>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
