'use client';

import type { MouseEvent } from 'react';
import { BET_PANEL_ID, BET_SLIP_SHEET_ID } from './ids';

// below this width the bet panel lives in the bottom sheet (app-shell.module.css)
const SIDEBAR_PANEL_QUERY = '(width >= 780px)';

/** The first stake field of the slip in `region`, else the region itself. */
function focusSlip(region: HTMLElement): void {
  const stake = region.querySelector<HTMLInputElement>('input[data-testid="stake-input"]:enabled');
  (stake ?? region).focus();
}

/**
 * Skip link to the bet slip (issue: 80 Tabs from a match page to the stake): focuses the stake
 * field when there is a selection, else the bet panel; on a phone it opens the bet slip sheet.
 */
export function SkipToSlip({ label, className }: { label: string; className?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const panel = document.getElementById(BET_PANEL_ID);
    if (panel && window.matchMedia(SIDEBAR_PANEL_QUERY).matches) {
      focusSlip(panel);
      return;
    }
    const sheet = document.getElementById(BET_SLIP_SHEET_ID);
    if (!(sheet instanceof HTMLDialogElement)) return;
    if (!sheet.open) sheet.showModal();
    focusSlip(sheet);
  };
  return (
    <a href={`#${BET_PANEL_ID}`} className={className} onClick={onClick}>
      {label}
    </a>
  );
}
