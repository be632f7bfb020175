/**
 * Spec §5: a search query has 3 to 50 characters (after trimming). Kept apart from the schemas so
 * a browser bundle can read the limits without the validator.
 */
export const SEARCH_QUERY_MIN = 3;
export const SEARCH_QUERY_MAX = 50;
