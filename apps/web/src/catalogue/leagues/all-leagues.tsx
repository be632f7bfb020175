'use client';

import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useRef, useState, type MouseEvent } from 'react';
import type { AppLocale } from '@/i18n/routing';
import buttonStyles from '@/ui/button.module.css';
import { CloseIcon } from '@/ui/icons';
import type { LeagueDirectoryLabels } from './league-directory';
import { scopeFilter, type LeagueScope } from './league-scope';
import styles from './leagues.module.css';
import { lazyChunk } from '@/lib/lazy-chunk';

// the directory and its requests load when the modal is first wanted, off the page's first load
const loadDirectory = () => import('./league-directory');
const LeagueDirectory = lazyChunk(() =>
  loadDirectory().then((m) => ({ default: m.LeagueDirectory })),
);

export interface AllLeaguesLabels extends LeagueDirectoryLabels {
  open: string;
  title: string;
  close: string;
}

/**
 * The "All leagues" button and its modal (spec §2 all-leagues modal) on the native <dialog>: the
 * browser traps focus, makes the page inert and closes on Escape. The list is fetched on first
 * open (prefetched when the pointer or focus reaches the button), so pages do not carry it.
 */
export function AllLeagues({
  locale,
  scope,
  multiSport,
  labels,
}: {
  locale: AppLocale;
  scope: LeagueScope;
  multiSport: boolean;
  labels: AllLeaguesLabels;
}) {
  const client = useQueryClient();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const filter = scopeFilter(locale, scope);

  function prefetch() {
    void loadDirectory().then((m) => m.prefetchLeagueDirectory(client, filter));
  }

  function open() {
    setOpened(true);
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as Element;
    // a click on the backdrop lands on the dialog itself; a followed link leaves the page
    if (target === dialogRef.current || target.closest('a[href]')) dialogRef.current?.close();
  }

  function onClose() {
    // the browser returns focus to the trigger; this covers a focus that ended up nowhere
    if (document.activeElement === document.body) triggerRef.current?.focus();
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.allButton}
        aria-haspopup="dialog"
        aria-controls={id}
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {labels.open}
      </button>
      <dialog
        id={id}
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClick={onClick}
        onClose={onClose}
      >
        <div className={styles.panel}>
          <div className={styles.dialogHead}>
            <h2 id={titleId} className={styles.dialogTitle}>
              {labels.title}
            </h2>
            <button
              type="button"
              className={buttonStyles.icon}
              aria-label={labels.close}
              onClick={() => dialogRef.current?.close()}
            >
              <CloseIcon />
            </button>
          </div>
          <div className={styles.dialogBody}>
            {opened ? (
              <Suspense fallback={null}>
                <LeagueDirectory
                  locale={locale}
                  filter={filter}
                  multiSport={multiSport}
                  labels={labels}
                />
              </Suspense>
            ) : null}
          </div>
        </div>
      </dialog>
    </>
  );
}
