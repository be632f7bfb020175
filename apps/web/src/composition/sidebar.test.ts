import { describe, expect, it } from 'vitest';
import {
  isSidebarCollapsed,
  parseSidebarState,
  sidebarCookie,
  toggledSidebarState,
} from './sidebar';

describe('sidebar state', () => {
  it.each([
    ['collapsed', 'collapsed'],
    ['expanded', 'expanded'],
    ['auto', 'auto'],
    [undefined, 'auto'],
    ['wide', 'auto'],
  ] as const)('parses %s as %s', (value, state) => {
    expect(parseSidebarState(value)).toBe(state);
  });

  it.each([
    ['auto', 1000, true],
    ['auto', 1279, true],
    ['auto', 1280, false],
    ['collapsed', 1920, true],
    ['expanded', 800, false],
  ] as const)('%s at %d px shows icons only: %s', (state, width, collapsed) => {
    expect(isSidebarCollapsed(state, width)).toBe(collapsed);
  });

  it('the toggle flips what is seen, whatever the width made of auto', () => {
    expect(toggledSidebarState('auto', 1000)).toBe('expanded');
    expect(toggledSidebarState('auto', 1400)).toBe('collapsed');
    expect(toggledSidebarState('collapsed', 1400)).toBe('expanded');
    expect(toggledSidebarState('expanded', 1000)).toBe('collapsed');
  });

  it('keeps the choice for a year on every path', () => {
    expect(sidebarCookie('collapsed')).toBe(
      'sidebar=collapsed; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });
});
