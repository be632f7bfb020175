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

// Issue #16: in Arabic, American odds drew their sign on the wrong side (`+1134` as `1134+`)
test('American odds keep their sign in front in Arabic', async ({ page, request }) => {
  const [match] = await openMatches(request, 0);
  if (!match) throw new Error('no matches');
  await page.goto(`/ar/${match.sport.key}/${match.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page
    .locator('select:visible', { has: page.locator('option[value="american"]') })
    .first()
    .selectOption('american');
  const odds = page
    .getByRole('tabpanel')
    .getByRole('button', { name: /, [+-]\d/ })
    .first()
    .locator('[dir="ltr"]');
  await expect(odds).toHaveText(/^[+-]\d+$/);
  // laid out left to right: the sign's box is left of the last digit's
  const order = await odds.evaluate((el) => {
    const text = el.firstChild;
    if (!text?.textContent) return null;
    const box = (from: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, from + 1);
      return range.getBoundingClientRect().x;
    };
    return {
      direction: getComputedStyle(el).direction,
      signLeftOfDigits: box(0) < box(text.textContent.length - 1),
    };
  });
  expect(order).toEqual({ direction: 'ltr', signLeftOfDigits: true });
  await page.screenshot({ path: '.artifacts/screens/match-ar-american-desktop.png' });
});
