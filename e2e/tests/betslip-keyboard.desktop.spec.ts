import { expect, test } from '@playwright/test';
import { openMatches, signUp, oddsButton, slip, balance } from './betslip-helpers';

// Issue #7: a bet placed with the keyboard alone (desktop: a phone has no Tab key).

test('a bet placed with the keyboard alone', async ({ page, request }) => {
  const [a] = await openMatches(request, 0);
  const outcome = a?.main_market?.outcomes[0];
  if (!a || !outcome) throw new Error('no match');
  await signUp(page, 1000);
  await page.goto(`/${a.sport.key}/${a.slug}`);
  await expect(balance(page)).toHaveText(/10[.,]00/);
  const button = oddsButton(page, outcome.name);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const s = await slip(page);
  const stake = s.getByTestId('stake-input');
  // Tab moves on through the page until the stake field has focus
  for (let i = 0; i < 80 && !(await stake.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(stake).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  const receipt = page.getByTestId('bet-receipt').filter({ visible: true });
  await expect(receipt).toContainText('Bet placed');
  // the receipt takes the focus, so it is read out and the keyboard goes on from it
  await expect(receipt.getByRole('heading', { name: 'Bet placed' })).toBeFocused();
  await expect(balance(page)).toHaveText(/9[.,]00/);
});
