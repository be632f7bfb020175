import { expect, test } from '@playwright/test';
import { openMatches, pick } from './betslip-helpers';

// Issue #7: the slip in Arabic is mirrored (logical CSS properties), with its texts translated.

test('the slip in Arabic reads right to left', async ({ page, request }) => {
  const [a, b] = await openMatches(request, 0);
  if (!a || !b) throw new Error('no matches');
  await pick(page, a);
  await pick(page, b);
  await page.goto(`/ar/${a.sport.key}/${a.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const slip = page.getByTestId('bet-panel-sidebar').getByTestId('bet-slip');
  await expect(slip.getByRole('radio', { name: 'مركّب' })).toBeChecked();
  const row = slip.getByTestId('slip-selection').first();
  const odds = await row.getByTestId('slip-odds').boundingBox();
  const remove = await row.getByRole('button', { name: /^إزالة/ }).boundingBox();
  if (!odds || !remove) throw new Error('no boxes');
  // the remove button sits at the inline end: on the left in right-to-left
  expect(remove.x).toBeLessThan(odds.x);
  await page.screenshot({ path: '.artifacts/screens/slip-rtl-desktop.png' });
});
