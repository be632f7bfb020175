/**
 * Real-time channel names (spec §7): public updates per locale, public match updates per locale
 * and match, private updates per locale and user. Names starting with `$` are private: a client
 * needs a subscription token for them (POST /websocket/authorize), issued only for its own user.
 * The locale part is the real-time locale (spec §2: `br` maps to `pt`).
 */

/** Public updates of a locale: match_changed, markets_changed, match_status_changed, ... */
export const localeChannel = (locale: string): string => `sportsbook:${locale}`;

/** Public updates of one match in a locale (markets of the match page). */
export const matchChannel = (locale: string, matchId: number | string): string =>
  `sportsbook:${locale}:match:${matchId}`;

/** Private updates of one player: balance, bets, notifications, bonuses. */
export const userChannel = (locale: string, userId: number | string): string =>
  `$sportsbook:${locale}:user:${userId}`;

/** True for channels that need a subscription token. */
export const isPrivateChannel = (channel: string): boolean => channel.startsWith('$');

const USER_CHANNEL = /^\$sportsbook:[a-zA-Z-]+:user:([^:]+)$/;

/** The user id a private channel belongs to, or undefined for any other channel. */
export function channelUserId(channel: string): string | undefined {
  return USER_CHANNEL.exec(channel)?.[1];
}

/** Spec §2: the real-time channel uses `pt` where the site uses `br` (the site's pt-BR). */
export function realtimeLocale(locale: string): string {
  return locale === 'br' || locale === 'pt-BR' || locale.startsWith('pt-') ? 'pt' : locale;
}
