/**
 * Default and maximum page size of list calls (spec §9: default list limit 500). Kept apart from
 * the schemas so a browser bundle can read them without the validator.
 */
export const DEFAULT_LIST_LIMIT = 500;
export const MAX_LIST_LIMIT = 500;

/** GET /bonuses default limit_per_type (spec §9 default 4). */
export const BONUS_LIST_DEFAULT_LIMIT = 4;
