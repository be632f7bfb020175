import path from 'node:path';
import { axeBuilder } from './axe';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { pickAt, placeBet, setOdds, settle, signUpFunded } from './bet-api';

// Issue #7 My Bets and cashout against the real pair: bets are placed through the API with the
// player's session, matches are settled through the dev control API, the page follows by push.

const balance = (page: Page) => page.getByTestId('account-balance');
const betCard = (page: Page, id: string) =>
  page.locator(`[data-testid="bet"][data-bet-id="${id}"]`);

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = path.join(
    testInfo.project.outputDir,
    '..',
    'screenshots',
    `${testInfo.project.name}-mybets-${name}.png`,
  );
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axeBuilder(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

test.describe('My Bets', () => {
  test('anonymous visitors are asked to sign in', { tag: '@once' }, async ({ page }) => {
    await page.goto('/profile/bets');
    await expect(page.getByTestId('sign-in-prompt')).toContainText('Sign in to see your bets');
    await page.getByTestId('sign-in-prompt').getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });

  test(
    'a placed bet is open; settled as won it shows won and the balance rises',
    { tag: '@once' },
    async ({ page }, testInfo) => {
      await signUpFunded(page, 5000);
      const pick = await pickAt(testInfo, 0);
      const betId = await placeBet(page, [pick], 1000);

      await page.goto('/profile/bets');
      const card = betCard(page, betId);
      await expect(card).toHaveAttribute('data-bet-status', 'waiting_results');
      await expect(card.getByTestId('bet-status')).toHaveText('Open');
      await expect(card.getByTestId('bet-stake')).toHaveText('€10.00');
      // a single at 2.00: the potential win is twice the stake
      await expect(card.getByTestId('bet-return')).toHaveText('€20.00');
      await expect(card).toContainText('Single');
      await expect(balance(page)).toHaveText(/40[.,]00/);

      await settle(pick, 'win_entire');
      // bet_changed and balance_changed arrive by push: no reload
      await expect(card.getByTestId('bet-result')).toHaveText('Won');
      await expect(card.getByTestId('bet-return')).toHaveText('€20.00');
      await expect(balance(page)).toHaveText(/60[.,]00/);
    },
  );

  test('the bet panel lists the bets under its My bets tab and keeps the tab for the session', async ({
    page,
  }, testInfo) => {
    await signUpFunded(page, 5000);
    const pick = await pickAt(testInfo, 3);
    const betId = await placeBet(page, [pick], 500);
    await page.goto('/');
    let panel = page.getByTestId('bet-panel-sidebar');
    if (testInfo.project.name === 'mobile') {
      // on a phone the panel is the bottom sheet behind the tab bar's slip button
      await page
        .getByRole('navigation', { name: 'Quick navigation' })
        .getByRole('button', { name: /Bet slip/ })
        .click();
      panel = page.locator('dialog[open]');
    }
    await panel.getByRole('tab', { name: 'My bets' }).click();
    await expect(panel.getByRole('tab', { name: 'My bets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // WAI-ARIA tabs: the arrow keys move between the two tabs and take the focus along
    await page.keyboard.press('ArrowLeft');
    await expect(panel.getByRole('tab', { name: /^Bet slip/ })).toBeFocused();
    await expect(panel.getByRole('tab', { name: /^Bet slip/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', { name: 'My bets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(betCard(page, betId).filter({ visible: true })).toContainText('Single');
    await page.reload();
    if (testInfo.project.name === 'mobile') {
      await page
        .getByRole('navigation', { name: 'Quick navigation' })
        .getByRole('button', { name: /Bet slip/ })
        .click();
    }
    await expect(betCard(page, betId).filter({ visible: true })).toBeVisible();
  });

  test(
    'combo and system bets: type, selections, odds and potential win',
    { tag: '@once' },
    async ({ page }, testInfo) => {
      await signUpFunded(page, 5000);
      const picks = [
        await pickAt(testInfo, 5),
        await pickAt(testInfo, 6),
        await pickAt(testInfo, 7),
      ];
      const combo = await placeBet(page, picks.slice(0, 2), 200);
      const system = await placeBet(page, picks, 300, '2/3');

      await page.goto('/profile/bets');
      const comboCard = betCard(page, combo);
      await expect(comboCard).toContainText('Combo');
      await expect(
        comboCard.getByRole('list', { name: 'Selections' }).getByRole('listitem'),
      ).toHaveCount(2);
      // 2.00 x 2.00: 2.00 stake returns 8.00
      await expect(comboCard.getByTestId('bet-return')).toHaveText('€8.00');

      const systemCard = betCard(page, system);
      await expect(systemCard).toContainText('System 2/3');
      await expect(
        systemCard.getByRole('list', { name: 'Selections' }).getByRole('listitem'),
      ).toHaveCount(3);
      // three lines of 1.00 at 2.00 x 2.00 each return 4.00: 12.00 in all
      await expect(systemCard.getByTestId('bet-return')).toHaveText('€12.00');
      await expect(balance(page)).toHaveText(/45[.,]00/);
    },
  );

  test('filters: open and settled, won and lost', { tag: '@once' }, async ({ page }, testInfo) => {
    await signUpFunded(page, 5000);
    const [winPick, losePick, openPick] = [
      await pickAt(testInfo, 1),
      await pickAt(testInfo, 2),
      await pickAt(testInfo, 3),
    ];
    const won = await placeBet(page, [winPick], 500);
    const lost = await placeBet(page, [losePick], 300);
    const open = await placeBet(page, [openPick], 200);
    await settle(winPick, 'win_entire');
    await settle(losePick, 'lose_entire');

    await page.goto('/profile/bets');
    const ids = () =>
      page
        .getByTestId('bet')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-bet-id')));
    await expect.poll(ids).toEqual([open, lost, won]);

    const status = page.getByRole('group', { name: 'Bets' });
    const result = page.getByRole('group', { name: 'Result' });
    await status.getByLabel('Open').check();
    await expect.poll(ids).toEqual([open]);
    await status.getByLabel('Settled').check();
    await expect.poll(ids).toEqual([lost, won]);
    await result.getByLabel('Won').check();
    await expect.poll(ids).toEqual([won]);
    await expect(betCard(page, won).getByTestId('bet-result')).toHaveText('Won');
    await result.getByLabel('Lost').check();
    await expect.poll(ids).toEqual([lost]);
    await expect(betCard(page, lost).getByTestId('bet-result')).toHaveText('Lost');
    await result.getByLabel('Refunded').check();
    await expect(page.getByTestId('my-bets-empty')).toHaveText('No bets match these filters.');

    await result.getByLabel('All results').check();
    await status.getByLabel('All').check();
    await expect.poll(ids).toEqual([open, lost, won]);
    await screenshot(page, testInfo, 'list');
    await expectNoAxeViolations(page);

    // right to left: the same list in Arabic
    await page.goto('/ar/profile/bets');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(betCard(page, won).getByTestId('bet-result')).toHaveText('رابح');
    await expect(betCard(page, open).getByTestId('bet-status')).toHaveText('مفتوح');
    await screenshot(page, testInfo, 'list-ar');
    await expectNoAxeViolations(page);
  });

  test(
    'cash out an open bet: the confirmation shows the amount, then cashed out and paid',
    { tag: '@once' },
    async ({ page }, testInfo) => {
      await signUpFunded(page, 5000);
      const pick = await pickAt(testInfo, 4);
      const betId = await placeBet(page, [pick], 1000);

      await page.goto('/profile/bets');
      const card = betCard(page, betId);
      await expect(balance(page)).toHaveText(/40[.,]00/);
      const button = card.getByTestId('cashout-button');
      await expect(button).toBeVisible();
      const offered = ((await button.textContent()) ?? '').replace(/^Cash out\s*/, '');
      expect(offered).toMatch(/^€\d+\.\d{2}$/);

      // keyboard alone: Enter opens the confirmation, Escape closes it and gives focus back
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Cash out' });
      await expect(dialog.getByTestId('cashout-amount')).toHaveText(offered);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog.getByTestId('cashout-amount')).toHaveText(offered);
      await screenshot(page, testInfo, 'cashout-confirm');
      await expectNoAxeViolations(page);

      // the outcome's odds fall while confirming: the offer rises, shown old -> new, never hidden
      await setOdds(pick, 1.5);
      await expect(dialog.getByTestId('cashout-changed')).toContainText(`from ${offered} to`);
      const amount = (await dialog.getByTestId('cashout-amount').textContent()) ?? '';
      expect(amount).toMatch(/^€\d+\.\d{2}$/);
      expect(Number(amount.slice(1))).toBeGreaterThan(Number(offered.slice(1)));
      await expect(dialog.getByTestId('cashout-changed')).toContainText(amount);
      // the bettor confirms the new amount, not the old one
      await expect(dialog.getByTestId('cashout-submit')).toHaveText(`Cash out ${amount}`);
      await screenshot(page, testInfo, 'cashout-changed');
      await expectNoAxeViolations(page);
      await dialog.getByTestId('cashout-submit').focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByTestId('cashout-success')).toContainText(amount);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toBeHidden();

      await expect(card).toHaveAttribute('data-bet-status', 'cashed_out');
      await expect(card.getByTestId('bet-result')).toHaveText('Cashed out');
      await expect(card.getByTestId('bet-return')).toHaveText(amount);
      await expect(card.getByTestId('cashout-button')).toHaveCount(0);
      // 40.00 left after the stake, plus the cashout
      const paid = Number(amount.replace(/[^\d.]/g, ''));
      await expect(balance(page)).toHaveText(
        new RegExp((40 + paid).toFixed(2).replace('.', '[.,]')),
      );
      await screenshot(page, testInfo, 'cashed-out');
      await expectNoAxeViolations(page);
    },
  );
});
