/** Element ids shared by drawers and the buttons that open them from other regions. */
export const SIDE_MENU_ID = 'side-menu';
export const BET_SLIP_SHEET_ID = 'bet-slip-sheet';
export const MAIN_ID = 'main';
export const COLUMNS_ID = 'columns';
export const BET_PANEL_ID = 'bet-panel';
