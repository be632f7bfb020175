/*
 * Spec §2 "restricted by audience (ALL, LOGGED_IN, NOT_LOGGED_IN)" and spec §6 "content blocks
 * can be hidden for player groups": which blocks of a content page a viewer is shown.
 */

export interface ContentViewer {
  loggedIn: boolean;
  /** The player's groups (spec §3 statuses); empty for a visitor. */
  playerGroups: readonly string[];
}

export interface AudienceRule {
  audience: 'ALL' | 'LOGGED_IN' | 'NOT_LOGGED_IN';
  hidden_for_player_groups: readonly string[];
}

/** True when `viewer` may see a block with `rule`. */
export function isBlockVisible(rule: AudienceRule, viewer: ContentViewer): boolean {
  if (rule.audience === 'LOGGED_IN' && !viewer.loggedIn) return false;
  if (rule.audience === 'NOT_LOGGED_IN' && viewer.loggedIn) return false;
  return !rule.hidden_for_player_groups.some((group) => viewer.playerGroups.includes(group));
}

/** The blocks `viewer` may see, in their order. */
export const visibleBlocks = <B extends AudienceRule>(
  blocks: readonly B[],
  viewer: ContentViewer,
): B[] => blocks.filter((block) => isBlockVisible(block, viewer));
