import { describe, expect, test } from 'vitest';
import { DEFAULT_NAVIGATION, navigationSchema, type NavigationWire } from './navigation';

const seed = { navigation: DEFAULT_NAVIGATION };

const withRegion = (region: keyof NavigationWire, zones: unknown[]) => ({
  ...seed.navigation,
  [region]: zones,
});

const problems = (value: unknown) => {
  const parsed = navigationSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('navigation zones (spec §2)', () => {
  test('the default navigation is valid', () => {
    expect(problems(seed.navigation)).toEqual([]);
  });

  test('search moves from the header to the side menu', () => {
    const header = seed.navigation.header.filter((zone) => zone.kind !== 'search');
    const moved = {
      ...withRegion('header', header),
      mobile_side_menu: [...seed.navigation.mobile_side_menu, { kind: 'search' }],
    };
    expect(problems(moved)).toEqual([]);
  });

  test('a zone outside the regions it is built for is refused at its path', () => {
    expect(problems(withRegion('tab_bar', [{ kind: 'brand_logo' }, { kind: 'bet_slip' }]))).toEqual(
      ['tab_bar.0.kind: brand_logo cannot stand in the tab_bar'],
    );
    expect(problems(withRegion('right_sidebar', [{ kind: 'profile' }]))).toEqual([
      'right_sidebar.0.kind: profile cannot stand in the right_sidebar',
    ]);
  });

  test('the tab bar keeps the bet slip once and at most five tabs', () => {
    expect(problems(withRegion('tab_bar', [{ kind: 'search' }]))).toEqual([
      'tab_bar: needs the bet_slip tab once',
    ]);
    const six = [...seed.navigation.tab_bar, { kind: 'search' }];
    expect(problems(withRegion('tab_bar', six))).toEqual(['tab_bar: at most 5 tabs']);
  });

  test('unknown kinds, unsafe links and unknown fields are refused', () => {
    expect(problems(withRegion('header', [{ kind: 'weather' }]))).toHaveLength(1);
    expect(
      problems(
        withRegion('left_sidebar', [
          { kind: 'menu_item', label: { en: 'x' }, href: 'javascript:alert(1)' },
        ]),
      ),
    ).toEqual(['left_sidebar.0.href: must be an http(s) URL or a path starting with /']);
    expect(problems(withRegion('header', [{ kind: 'search', colour: 'red' }]))).toHaveLength(1);
  });
});
