import { expect, test, type Locator, type Page } from '@playwright/test';
import { boostedOdds } from '@sportsbook/betting/bonus/comboboost';
import { boostedFreebetAmount, tournamentPoolShare } from '@sportsbook/betting/bonus/farming';
import { freebetPayout } from '@sportsbook/betting/bonus/freebet-payout';
import { productOfOdds, stakeTimesOdds } from '@sportsbook/betting/math/exact';
import { balance, pick, signUp, signUpOn, slip } from './betslip-helpers';
import {
  bonuses,
  cashBalance,
  heldId,
  legAt,
  placeWithBonus,
  redeem,
  settleLeg,
  slotMatches,
  V2,
} from './bonus-api';

// Issue 15 acceptance on the real pair, settled through the dev API: freebets paid per variant and
// a no-risk loss giving the freebet back, a comboboost paid at the boosted odds, hunting points and
// leaderboard, the tournament pool live, a lootbox boosting a freebet. Amounts are checked to the
// minor unit against packages/betting. The flows do not depend on the layout: desktop only.

/** Demo campaigns (apps/server db/seed-bonuses.ts). */
const COMBO_BOOST_3_TO_4 = 1.05;
const TOURNAMENT_SHARE_BPS = 500;
const LOOTBOX_MULTIPLIER = 1.5;

/** The digits of a shown amount: "€1,005.00" -> 100500 minor units. */
const minorShown = async (locator: Locator) =>
  Number((await locator.innerText()).replace(/\D/g, ''));
const dialog = (page: Page) => page.getByRole('dialog');

async function openDetail(page: Page, kind: string): Promise<Locator> {
  await page
    .getByTestId(`kind-${kind}`)
    .getByRole('button', { name: /^Details/ })
    .first()
    .click();
  await expect(dialog(page).getByTestId('bonus-detail')).toBeVisible();
  return dialog(page);
}

test.describe('bonus settlement', () => {
  test.describe.configure({ timeout: 120_000 });

  test('freebets won: no_risk (slip), all_win and only_win paid per variant, cash untouched', async ({
    page,
  }) => {
    const [single, comboA, comboB] = await slotMatches(page.request, 0, 0, 3);
    const [live] = await slotMatches(page.request, 1, null, 1);
    if (!single || !comboA || !comboB || !live) throw new Error('no matches');
    await signUp(page, 2000);
    // WELCOME10 (no_risk, odds 1.50+) through the slip: the only freebet the player holds yet
    const noRiskLeg = await legAt(page.request, single, 2.37);
    await redeem(page.request, 'WELCOME10');
    await pick(page, noRiskLeg.match, 0);
    const s = await slip(page);
    await s.getByTestId('bet-bonuses').getByTestId('bonus-freebet').first().check();
    await expect(s.getByTestId('stake-input')).toHaveValue('10');
    await s.getByTestId('place-bet').click();
    await expect(page.getByTestId('bet-receipt').filter({ visible: true })).toContainText(
      'Bet placed',
    );
    // ALLWIN5 (all_win, combos) and ONLYWIN5 (only_win, live matches) through the API
    const allWinLegs = [
      await legAt(page.request, comboA, 1.83),
      await legAt(page.request, comboB, 1.91),
    ];
    const onlyWinLeg = await legAt(page.request, live, 2.71);
    const allWin = await redeem(page.request, 'ALLWIN5');
    const onlyWin = await redeem(page.request, 'ONLYWIN5');
    await placeWithBonus(page.request, allWinLegs, 500, { id: allWin, type: 'freebet_all_win' });
    await placeWithBonus(page.request, [onlyWinLeg], 500, {
      id: onlyWin,
      type: 'freebet_only_win',
    });
    // no cash was staked
    expect(await cashBalance(page.request)).toBe(2000);

    const paid =
      freebetPayout(stakeTimesOdds(1000, [2.37]), 1000, 'no_risk') +
      freebetPayout(stakeTimesOdds(500, [1.83, 1.91]), 500, 'all_win') +
      freebetPayout(stakeTimesOdds(500, [2.71]), 500, 'only_win');
    for (const leg of [noRiskLeg, ...allWinLegs, onlyWinLeg])
      await settleLeg(page.request, leg, 'win_entire');
    await expect.poll(() => cashBalance(page.request)).toBe(2000 + paid);
    // the header follows by push (balance_changed), no reload
    await expect.poll(() => minorShown(balance(page))).toBe(2000 + paid);
  });

  test('a no_risk freebet lost comes back as a freebet the slip offers again', async ({ page }) => {
    const [lost, next] = await slotMatches(page.request, 0, 1, 2);
    if (!lost || !next) throw new Error('no matches');
    await signUp(page, 0);
    const leg = await legAt(page.request, lost, 2.2);
    const welcome = await redeem(page.request, 'WELCOME10');
    await placeWithBonus(page.request, [leg], 1000, { id: welcome, type: 'freebet_no_risk' });
    const used = await bonuses(page.request, 'freebet_no_risk');
    expect(used.map((b) => [b.id, b.status])).toEqual([[welcome, 'bonus_over']]);
    await settleLeg(page.request, leg, 'lose_entire');
    // spec §1 no-risk: the stake comes back once, as an all_win freebet of the same amount
    await expect
      .poll(async () =>
        (await bonuses(page.request, 'freebet_all_win')).map((b) => [b.amount, b.status]),
      )
      .toEqual([[1000, 'active']]);
    expect(await cashBalance(page.request)).toBe(0);

    const again = await legAt(page.request, next, 1.8);
    await pick(page, again.match, 0);
    const s = await slip(page);
    const freebet = s.getByTestId('bet-bonuses').getByTestId('bonus-freebet');
    await expect(freebet).toHaveCount(1);
    await freebet.check();
    await expect(s.getByTestId('stake-input')).toHaveValue('10');
  });

  test('a 4-selection comboboost settled won pays stake x boosted odds exactly', async ({
    page,
  }) => {
    const matches = await slotMatches(page.request, 0, 2, 4);
    const odds = [1.37, 1.53, 1.71, 1.89];
    const legs = [];
    for (const [i, match] of matches.entries())
      legs.push(await legAt(page.request, match, odds[i] ?? 2));
    await signUp(page, 5000);
    for (const leg of legs) await pick(page, leg.match, 0);
    const s = await slip(page);
    await expect(s.getByRole('radio', { name: 'Combo', exact: true })).toBeChecked();
    await s.getByTestId('bet-bonuses').getByTestId('bonus-comboboost').check();
    const boosted = boostedOdds(productOfOdds(odds), COMBO_BOOST_3_TO_4);
    await expect(s.getByTestId('bet-bonuses')).toContainText('×1.05');
    const shown = s.getByTestId('boosted-odds');
    await expect
      .poll(async () => Number((await shown.innerText()).replace(',', '.')))
      .toBeCloseTo(boosted, 2);
    await s.getByTestId('stake-input').fill('10');
    await s.getByTestId('place-bet').click();
    await expect(page.getByTestId('bet-receipt').filter({ visible: true })).toContainText(
      'Bet placed',
    );
    await expect.poll(() => cashBalance(page.request)).toBe(4000);
    const placed = (await (await page.request.get('/api/sportsbook/v3/bets')).json()) as {
      data: { odds: number; bonus: { type: string; odds: number } | null }[];
    };
    expect(placed.data[0]).toMatchObject({
      odds: boosted,
      bonus: { type: 'comboboost', odds: COMBO_BOOST_3_TO_4 },
    });

    for (const leg of legs) await settleLeg(page.request, leg, 'win_entire');
    const paid = stakeTimesOdds(1000, [boosted]);
    await expect.poll(() => cashBalance(page.request)).toBe(4000 + paid);
    await expect.poll(() => minorShown(balance(page))).toBe(4000 + paid);
  });

  test('hunting: points and the leaderboard position change after eligible bets', async ({
    page,
    request,
  }) => {
    const matches = await slotMatches(request, 0, 3, 3);
    const legs = [];
    for (const match of matches) legs.push(await legAt(request, match, 2));
    const [rivalLeg, firstLeg, secondLeg] = legs;
    if (!rivalLeg || !firstLeg || !secondLeg) throw new Error('no matches');
    // a rival hunts 10 points first (its own session on `request`)
    await signUpOn(request, 5000);
    await placeWithBonus(request, [rivalLeg], 1000, {
      id: await heldId(request, 'hunting'),
      type: 'hunting',
    });
    await signUp(page, 30_000);
    const hunting = await heldId(page.request, 'hunting');
    await page.goto('/promotions');
    const card = page.getByTestId('kind-huntings').getByTestId('bonus-card').first();
    // the lists load once the page's code runs: slow on a busy machine
    await expect(card).toContainText(/Points\s*0(?!\d)/, { timeout: 30_000 });
    const detail = await openDetail(page, 'huntings');
    const own = detail.locator('[data-testid="leaderboard-row"][aria-current="true"]');
    await expect(detail.getByTestId('leaderboard-row').first()).toBeVisible();
    await expect(own).toHaveCount(0);

    // 5 EUR at 2.00: 5 points, behind the rival's 10
    await placeWithBonus(page.request, [firstLeg], 500, { id: hunting, type: 'hunting' });
    await page.reload();
    await expect(card).toContainText(/Points\s*5(?!\d)/, { timeout: 30_000 });
    await openDetail(page, 'huntings');
    await expect(own).toHaveCount(1);
    const behind = Number(await own.locator('td').first().innerText());
    expect(behind).toBeGreaterThan(1);
    await page.keyboard.press('Escape');

    // enough on another match to pass the leader (points: one per whole euro staked)
    const board = (await (await page.request.get(`${V2}/bonuses/huntings/${hunting}`)).json()) as {
      leaderboard: { farmed_amount: number }[] | null;
    };
    const leaderPoints = Math.floor((board.leaderboard?.[0]?.farmed_amount ?? 0) / 100);
    const stake = (leaderPoints + 10) * 100;
    expect(stake).toBeLessThanOrEqual(30_000 - 500);
    await placeWithBonus(page.request, [secondLeg], stake, { id: hunting, type: 'hunting' });
    await page.reload();
    await expect(card).toContainText(new RegExp(`Points\\s*${5 + stake / 100}(?!\\d)`), {
      timeout: 30_000,
    });
    await openDetail(page, 'huntings');
    await expect(own.locator('td').first()).toHaveText('1');
  });

  test('the tournament pool on /promotions moves live when another player bets', async ({
    page,
    request,
  }) => {
    const [match] = await slotMatches(request, 0, 4, 1);
    if (!match) throw new Error('no match');
    const leg = await legAt(request, match, 2);
    await signUpOn(request, 5000);
    const tournament = await heldId(request, 'tournament');
    await signUp(page, 0);
    await page.goto('/promotions');
    const detail = await openDetail(page, 'tournaments');
    const pool = detail.getByTestId('tournament-pool');
    await expect(pool).toBeVisible();
    const before = await minorShown(pool);
    // a marker a reload would lose
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

    await placeWithBonus(request, [leg], 2000, { id: tournament, type: 'tournament' });
    const grown = before + tournamentPoolShare(2000, TOURNAMENT_SHARE_BPS);
    await expect.poll(() => minorShown(pool)).toBe(grown);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('a lootbox opened on /promotions boosts a freebet', async ({ page }) => {
    const [match] = await slotMatches(page.request, 0, 5, 1);
    if (!match) throw new Error('no match');
    const leg = await legAt(page.request, match, 2);
    await signUp(page, 5000);
    const freebet = await redeem(page.request, 'ALLWIN5');
    // 20 EUR with the lootbox farms its 20 points
    const lootbox = await heldId(page.request, 'lootbox');
    await placeWithBonus(page.request, [leg], 2000, { id: lootbox, type: 'lootbox' });

    await page.goto('/promotions');
    const detail = await openDetail(page, 'lootboxes');
    const boostForm = detail.getByRole('region', { name: 'Boost a free bet' });
    await expect(boostForm.getByRole('combobox', { name: 'Free bet to boost' })).toHaveValue(
      freebet,
    );
    await boostForm.getByRole('button', { name: 'Boost' }).click();
    await expect(boostForm.getByRole('status')).toHaveText('Free bet boosted.');

    const amount = boostedFreebetAmount(500, LOOTBOX_MULTIPLIER);
    const [held] = await bonuses(page.request, 'freebet_all_win');
    expect(held).toMatchObject({ id: freebet, amount, boost_multiplier: LOOTBOX_MULTIPLIER });
    await page.keyboard.press('Escape');
    const card = page.getByTestId('kind-freebets').getByTestId('bonus-card').first();
    await expect(card).toContainText('Boosted ×1.50');
    await expect.poll(() => minorShown(card.getByText(/^Stake /))).toBe(amount);
  });
});
