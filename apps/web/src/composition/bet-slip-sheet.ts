import { BET_SLIP_SHEET_ID } from './ids';

// below this width the bet panel lives in the bottom sheet (app-shell.module.css)
const SIDEBAR_PANEL_QUERY = '(width >= 780px)';

/** A restored shared bet opens the bet slip: on a phone that is the bottom sheet (spec §4). */
export function openSheetOnPhone(): void {
  if (window.matchMedia(SIDEBAR_PANEL_QUERY).matches) return;
  const sheet = document.getElementById(BET_SLIP_SHEET_ID);
  if (sheet instanceof HTMLDialogElement && !sheet.open) sheet.showModal();
}
