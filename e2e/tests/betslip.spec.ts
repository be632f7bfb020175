import { axeBuilder } from './axe';
import { expect, test } from '@playwright/test';
import {
  openMatches,
  control,
  signUp,
  isMobile,
  oddsButton,
  pick,
  slip,
  shownOdds,
  balance,
  pinMainMarket,
  raiseFirstOdds,
  ODDS_CAP,
} from './betslip-helpers';
import { CONSENTED } from './consent-state';

// Issue #7 bet slip against the real pair: combos, conflicts, systems and their explainer, odds
// changes through the dev control API, placement with the pushed balance, refusals, share codes,
// keyboard-only placement and axe on the filled slip.

test.describe('bet slip', () => {
  test('two selections of different matches make a combo at the product of their odds', async ({
    page,
    request,
  }) => {
    const [a, b] = await openMatches(request, 0);
    if (!a || !b) throw new Error('no matches');
    await pick(page, a);
    await pick(page, b);
    const s = await slip(page);
    await expect(s.getByTestId('slip-selection')).toHaveCount(2);
    await expect(s.getByRole('radio', { name: 'Combo', exact: true })).toBeChecked();
    const [x, y] = await shownOdds(page);
    if (x === undefined || y === undefined) throw new Error('no odds shown');
    // the shown total is the product of the shown odds, to the display's 3 decimals
    const total = Number(await s.getByTestId('total-odds').innerText());
    expect(total).toBeCloseTo(x * y, 2);
    // the slip survives a reload (localStorage "bets", spec §9)
    await page.reload();
    await expect((await slip(page)).getByTestId('slip-selection')).toHaveCount(2);
  });

  test(
    'a second selection of the same match shows the conflict message',
    { tag: '@once' },
    async ({ page, request }) => {
      const [a] = await openMatches(request, 0);
      if (!a) throw new Error('no match');
      await pick(page, a, 0);
      const other = a.main_market?.outcomes[1];
      if (!other) throw new Error('no second outcome');
      await oddsButton(page, other.name).click();
      const s = await slip(page);
      await expect(s.getByTestId('slip-problems')).toContainText(
        'Selections from the same match cannot be combined.',
      );
      await expect(s.getByTestId('place-bet').or(s.getByTestId('slip-sign-in'))).toBeVisible();
    },
  );

  test(
    'three selections: system 2/3 explains its 3 lines',
    { tag: '@once' },
    async ({ page, request }) => {
      const [a, b, c] = await openMatches(request, 0);
      if (!a || !b || !c) throw new Error('no matches');
      await pick(page, a);
      await pick(page, b);
      await pick(page, c);
      const s = await slip(page);
      await s.getByRole('radio', { name: 'System' }).check();
      await expect(s.getByTestId('system-type')).toHaveValue('2/3');
      await s.getByTestId('stake-input').fill('3');
      await s.getByTestId('explainer-toggle').click();
      await expect(s.getByTestId('explainer-line')).toHaveCount(3);
      const odds = await shownOdds(page);
      // each line is a pair of the selections: its odds are their product
      const lineOdds = (
        await s.locator('[data-testid="explainer-line"] td:nth-child(3)').allInnerTexts()
      ).map(Number);
      const pairs = [
        (odds[0] ?? 0) * (odds[1] ?? 0),
        (odds[0] ?? 0) * (odds[2] ?? 0),
        (odds[1] ?? 0) * (odds[2] ?? 0),
      ];
      pairs.forEach((product, i) => expect(lineOdds[i]).toBeCloseTo(product, 2));
      await page.screenshot({
        path: `.artifacts/screens/slip-explainer-${test.info().project.name}.png`,
        fullPage: false,
      });
    },
  );

  test('odds change while in the slip -> accept -> place -> receipt, balance drops by push', async ({
    page,
    request,
  }) => {
    const [match] = await openMatches(request, 1);
    if (!match) throw new Error('no live match');
    await pinMainMarket(request, match);
    await signUp(page, 1000);
    await pick(page, match);
    await expect(balance(page)).toHaveText(/10[.,]00/);
    const target = await raiseFirstOdds(request, match);
    const s = await slip(page);
    await expect(s.getByTestId('odds-changed')).toBeVisible();
    await expect(s.getByTestId('place-bet')).toBeDisabled();
    await s.getByTestId('stake-input').fill('2');
    await s.getByRole('button', { name: 'Accept changes' }).click();
    await expect(s.getByTestId('slip-odds')).toHaveText(target.toFixed(2));
    await s.getByTestId('place-bet').click();
    const receipt = page.getByTestId('bet-receipt').filter({ visible: true });
    await expect(receipt).toContainText('Bet placed');
    await expect(receipt.getByTestId('bet-id')).not.toBeEmpty();
    await expect(balance(page)).toHaveText(/8[.,]00/);
    await page.screenshot({
      path: `.artifacts/screens/slip-receipt-${test.info().project.name}.png`,
    });
  });

  test('the slip keeps following a match after its page is left without a reload', async ({
    page,
    request,
  }) => {
    // the last prematch match of this project's slice: no other slip test touches its odds
    const [match] = (await openMatches(request, 0)).slice(-1);
    if (!match) throw new Error('no prematch match');
    await pinMainMarket(request, match);
    await pick(page, match);
    // a client-side navigation: the match page lets go of the match channel, the slip does not
    await page.getByRole('link', { name: 'Sportsbook home' }).click();
    await expect(page).toHaveURL(/\/$/);
    const target = await raiseFirstOdds(request, match);
    const s = await slip(page);
    await expect(s.getByTestId('odds-changed')).toBeVisible();
    await expect(s.getByTestId('slip-odds')).toContainText(target.toFixed(2));
  });

  test(
    'not enough balance: the placement is refused with its message',
    { tag: '@once' },
    async ({ page, request }) => {
      const [a] = await openMatches(request, 0);
      if (!a) throw new Error('no match');
      await signUp(page, 0);
      await pick(page, a);
      const s = await slip(page);
      await s.getByTestId('stake-input').fill('5');
      await s.getByTestId('place-bet').click();
      await expect(s.getByTestId('slip-error')).toContainText('Not enough balance');
      await page.screenshot({
        path: `.artifacts/screens/slip-error-${test.info().project.name}.png`,
      });
    },
  );

  test('a share code opened in a second browser restores the same slip', async ({
    page,
    request,
    browser,
  }) => {
    const [a, b] = await openMatches(request, 0);
    if (!a || !b) throw new Error('no matches');
    await pick(page, a);
    await pick(page, b);
    const s = await slip(page);
    const names = await s
      .locator('[data-selection-id]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-selection-id')));
    await s.getByTestId('share-bet').click();
    const link = await s.getByTestId('share-link').inputValue();
    expect(link).toMatch(/[?&]betcode=[A-Za-z0-9_-]+/);

    const other = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      storageState: CONSENTED,
    });
    const second = await other.newPage();
    await second.goto(link);
    await expect(second).not.toHaveURL(/betcode=/);
    // the slip opens by itself: on a phone that is the bottom sheet
    if (isMobile())
      await expect(second.locator('dialog[open]').getByTestId('bet-slip')).toBeVisible();
    const restored = await slip(second);
    await expect(restored.locator('[data-selection-id]')).toHaveCount(2);
    const ids = await restored
      .locator('[data-selection-id]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-selection-id')));
    expect(ids).toEqual(names);
    await other.close();
  });

  test('an unknown share code shows the not-found message', { tag: '@once' }, async ({ page }) => {
    await page.goto('/?betcode=NOPE0000');
    await expect(page.getByTestId('share-not-found')).toBeVisible();
    await expect(page).not.toHaveURL(/betcode=/);
  });

  test('quick bet on a live match: one click places a single, refused below the stake rule', async ({
    page,
    request,
  }) => {
    const [match] = (await openMatches(request, 1)).slice(-1);
    const market = match?.main_market;
    const outcome = market?.outcomes[0];
    if (!match || !market || !outcome) throw new Error('no live match');
    await control(request, `/providers/${match.provider}`, { status: 'active' });
    await control(request, `/matches/${match.id}/market-status`, {
      market_id: market.market_id,
      specifier: market.specifier,
      suspended: false,
    });
    await signUp(page, 1000);
    await page.goto(`/${match.sport.key}/${match.slug}`);
    await expect(balance(page)).toHaveText(/10[.,]00/);
    const panel = isMobile()
      ? await (async () => {
          await page
            .getByRole('navigation', { name: 'Quick navigation' })
            .getByRole('button', { name: /Bet slip/ })
            .click();
          return page.locator('dialog[open]');
        })()
      : page.getByTestId('bet-panel-sidebar');
    const quick = panel.getByTestId('quick-bet');
    await quick.getByRole('switch', { name: 'Quick bet' }).click();
    // approval needs a stake above 0 (spec §4)
    await quick.getByTestId('quick-bet-approve').click();
    await expect(quick.getByTestId('quick-bet-status')).toContainText('Enter a stake above 0');
    await quick.getByTestId('quick-bet-stake').fill('1.5');
    await quick.getByTestId('quick-bet-approve').click();
    await expect(quick.getByTestId('quick-bet-approve')).toHaveAttribute('aria-pressed', 'true');
    if (isMobile()) await page.keyboard.press('Escape');
    const button = oddsButton(page, outcome.name);
    await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await button.click();
    const status = page
      .getByTestId('quick-bet-status')
      .filter({ visible: true })
      .or(page.getByTestId('quick-bet-status').first());
    await expect(status.first()).toHaveAttribute('data-state', 'SUCCESS');
    await expect(status.first()).toContainText('Quick bet placed');
    // the click went to the quick bet, not to the slip
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(balance(page)).toHaveText(/8[.,]50/);
  });

  test('bet builder: two outcomes of one match priced together, placed as one custom bet', async ({
    page,
    request,
  }) => {
    const [match] = (await openMatches(request, 0)).slice(-2);
    if (!match) throw new Error('no match');
    await signUp(page, 1000);
    await page.goto(`/${match.sport.key}/${match.slug}`);
    await expect(balance(page)).toHaveText(/10[.,]00/);
    await page.getByTestId('custom-bet-open').click();
    const modal = page.getByTestId('custom-bet-modal');
    const groups = modal.locator('fieldset[data-group]');
    await expect(groups.first()).toBeVisible();
    // one outcome from each of two different groups
    const first = groups.first();
    const group = await first.getAttribute('data-group');
    const second = modal.locator(`fieldset[data-group]:not([data-group="${group}"])`).first();
    await first.getByRole('button').first().click();
    await second.getByRole('button').first().click();
    await expect(modal.getByTestId('custom-bet-price')).toContainText(/2 selections at \d/);
    await modal.getByRole('button', { name: 'Add to bet slip' }).click();
    await expect(modal).toHaveCount(0);
    // on a phone the first selection opens the bet slip sheet (spec §2), once the builder has
    // closed (not at once): wait for it, then close it to go on
    const sheet = page.locator('dialog[open]').getByTestId('bet-slip');
    if (isMobile()) {
      await expect(sheet).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await expect(sheet).toHaveCount(0);
    // with a bet builder bet first, an outcome of its match opens the builder again (spec §4)
    const outcome = match.main_market?.outcomes[0];
    if (!outcome) throw new Error('no outcome');
    const button = oddsButton(page, outcome.name);
    await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await button.click();
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const s = await slip(page);
    const custom = s.getByTestId('slip-custom-bet');
    await expect(custom.getByTestId('slip-selection')).toHaveCount(2);
    await custom.getByTestId('stake-input').fill('1');
    await s.getByTestId('place-bet').click();
    const receipt = page.getByTestId('bet-receipt').filter({ visible: true });
    await expect(receipt).toContainText('Bet builder');
    await expect(balance(page)).toHaveText(/9[.,]00/);
  });

  test('past the site limits: the slip shows them and the place button is disabled; total odds are the real product', async ({
    page,
    request,
  }) => {
    // two matches no other slip test changes; their last outcome (My Bets pins the first) at the cap
    const picks = (await openMatches(request, 0)).slice(-4, -2);
    for (const match of picks) {
      const { market } = await pinMainMarket(request, match);
      const last = market.outcomes.at(-1);
      if (!last) throw new Error('no outcome');
      await control(request, `/matches/${match.id}/odds`, {
        market_id: market.market_id,
        specifier: market.specifier,
        outcome_id: last.outcome_id,
        odds: ODDS_CAP,
      });
    }
    await signUp(page, 0);
    for (const match of picks)
      await pick(page, match, (match.main_market?.outcomes.length ?? 1) - 1);
    const s = await slip(page);
    await expect(s.getByTestId('slip-odds')).toHaveText([/^40\.00/, /^40\.00/]);
    // 40 x 40: shown as it is, past the maximum total odds of 1000 (GET /settings)
    await expect(s.getByTestId('total-odds')).toHaveText('1600.00');
    await expect(s.getByTestId('max-total-odds')).toContainText('1000.00');
    await expect(s.getByTestId('slip-problems')).toContainText(
      'The total odds are above the maximum of 1000.00 per bet.',
    );
    await expect(s.getByTestId('place-bet')).toBeDisabled();
    await s.getByTestId('stake-input').fill('1');
    await expect(s.getByTestId('place-bet')).toBeDisabled();
    await page.screenshot({
      path: `.artifacts/screens/slip-over-odds-limit-${test.info().project.name}.png`,
    });

    // a single at 40 staked 5,000.00 would pay 200,000.00: past the 100,000.00 maximum payout
    await s
      .getByTestId('slip-selection')
      .nth(1)
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(s.getByTestId('slip-selection')).toHaveCount(1);
    await s.getByTestId('stake-input').fill('5000');
    await expect(s.getByTestId('potential-win')).toHaveText(/200,000\.00/);
    await expect(s.getByTestId('max-payout')).toContainText('100,000.00');
    await expect(s.getByTestId('slip-problems')).toContainText(
      'The potential win is above the maximum payout of €100,000.00 per bet.',
    );
    await expect(s.getByTestId('place-bet')).toBeDisabled();
    await page.screenshot({
      path: `.artifacts/screens/slip-over-payout-limit-${test.info().project.name}.png`,
    });
    const scope = isMobile() ? 'dialog[open]' : '[data-testid="bet-panel-sidebar"]';
    const results = await axeBuilder(page).include(scope).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    // at the limit it can be placed (2,500.00 x 40 = 100,000.00)
    await s.getByTestId('stake-input').fill('2500');
    await expect(s.getByTestId('slip-problems')).toHaveCount(0);
    await expect(s.getByTestId('place-bet')).toBeEnabled();
  });

  test('axe: the filled slip has no violations', async ({ page, request }) => {
    const [a, b, c] = await openMatches(request, 0);
    if (!a || !b || !c) throw new Error('no matches');
    await pick(page, a);
    await pick(page, b);
    await pick(page, c);
    const s = await slip(page);
    await s.getByRole('radio', { name: 'System' }).check();
    await s.getByTestId('stake-input').fill('3');
    await s.getByTestId('explainer-toggle').click();
    const scope = isMobile() ? 'dialog[open]' : '[data-testid="bet-panel-sidebar"]';
    const results = await axeBuilder(page).include(scope).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.screenshot({
      path: `.artifacts/screens/slip-filled-${test.info().project.name}.png`,
    });
  });
});
