/** Query keys of the player's own lists, apart from their calls so the session can drop them. */
export const notificationKeys = {
  all: ['sportsbook', 'notifications'] as const,
  list: ['sportsbook', 'notifications', 'list'] as const,
  counters: ['sportsbook', 'notifications', 'counters'] as const,
};

export const limitKeys = { all: ['platform', 'user_limits'] as const };

/** The stream widget's id of the signed-in player (GET /watchersio/userid). */
export const watchersUserIdKey = ['sportsbook', 'watchersUserId'] as const;
