import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page, run in the page itself (legacy mode) and returning only violations: the
 * default runs each frame partially and finishes in a second page, with every pass serialised,
 * about three times slower on a big live page. Same rules, same violations.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}

/** WCAG 2.1 AA through axe-core (UI.md: AA everywhere): any violation fails, with its nodes. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
