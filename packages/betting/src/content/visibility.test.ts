import { describe, expect, test } from 'vitest';
import { isBlockVisible, visibleBlocks, type AudienceRule } from './visibility';

const visitor = { loggedIn: false, playerGroups: [] };
const regular = { loggedIn: true, playerGroups: ['regular'] };
const vip = { loggedIn: true, playerGroups: ['regular', 'vip'] };

describe('content block visibility', () => {
  test.each([
    ['ALL', [], visitor, true],
    ['ALL', [], regular, true],
    ['LOGGED_IN', [], visitor, false],
    ['LOGGED_IN', [], regular, true],
    ['NOT_LOGGED_IN', [], visitor, true],
    ['NOT_LOGGED_IN', [], regular, false],
    ['ALL', ['vip'], vip, false],
    ['ALL', ['vip'], regular, true],
    ['ALL', ['vip'], visitor, true],
    ['LOGGED_IN', ['vip'], vip, false],
  ] as const)('%s hidden for %j: %j sees it %s', (audience, groups, viewer, shown) => {
    expect(isBlockVisible({ audience, hidden_for_player_groups: groups }, viewer)).toBe(shown);
  });

  test('visibleBlocks keeps the order of the blocks shown', () => {
    const blocks: (AudienceRule & { id: string })[] = [
      { id: 'a', audience: 'ALL', hidden_for_player_groups: [] },
      { id: 'b', audience: 'LOGGED_IN', hidden_for_player_groups: [] },
      { id: 'c', audience: 'NOT_LOGGED_IN', hidden_for_player_groups: [] },
      { id: 'd', audience: 'ALL', hidden_for_player_groups: ['vip'] },
    ];
    expect(visibleBlocks(blocks, visitor).map((b) => b.id)).toEqual(['a', 'c', 'd']);
    expect(visibleBlocks(blocks, vip).map((b) => b.id)).toEqual(['a', 'b']);
  });
});
