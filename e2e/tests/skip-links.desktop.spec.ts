import { expect, test } from '@playwright/test';
import { openMatches, pick } from './betslip-helpers';

// Issue #16 item 3: 38 Tabs to the first odds button of a match page and 42 more to the stake

test('the first Tabs reach the skip links, and "skip to bet slip" focuses the stake', async ({
  page,
  request,
}) => {
  const [match] = await openMatches(request, 0);
  if (!match) throw new Error('no matches');
  await pick(page, match);
  // a fresh load: keyboard focus starts at the top of the document
  await page.reload();
  await page.keyboard.press('Tab');
  const toContent = page.getByRole('link', { name: 'Skip to content' });
  await expect(toContent).toBeFocused();
  await expect(toContent).toBeInViewport();
  await page.keyboard.press('Tab');
  const toSlip = page.getByRole('link', { name: 'Skip to bet slip' });
  await expect(toSlip).toBeFocused();
  await expect(toSlip).toBeInViewport();
  await page.keyboard.press('Enter');
  const stake = page.getByTestId('bet-panel-sidebar').getByTestId('stake-input').first();
  await expect(stake).toBeFocused();
});

test('without a selection "skip to bet slip" focuses the bet panel', async ({ page }) => {
  await page.goto('/de/locked');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Wettschein springen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary', { name: 'Wettschein' })).toBeFocused();
});
