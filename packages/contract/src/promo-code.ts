/**
 * POST /bonuses/promo-code: codes are letters, digits, `-` and `_` (at most 40), case-insensitive.
 * Kept apart from the schemas so a browser bundle can check a code's form without the validator.
 */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
