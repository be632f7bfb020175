import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  balance,
  isMobile,
  openMatches,
  pick,
  signUp,
  slip,
  type WireMatch,
} from './betslip-helpers';

// Issue 15 web item 2 against the real pair: a promo-code freebet in the slip placed without
// touching the cash balance, the comboboost's boosted odds before placing, axe and screenshots
// of the slip with a bonus.

/** The demo comboboost (apps/server db/seed-bonuses): 3-4 selections at 1.30+ boost by 1.05. */
const BOOST_MIN_ODDS = 1.3;
const BOOST_3_TO_4 = 1.05;

/** The first outcome of the match's main market priced at `min` or more. */
function outcomeAtLeast(match: WireMatch, min: number): number {
  const index = match.main_market?.outcomes.findIndex((o) => o.odds >= min) ?? -1;
  if (index < 0) throw new Error(`no outcome at ${min} or more in ${match.slug}`);
  return index;
}

/** Redeems a promo code for the signed-in player; the freebet is activated when it asks to be. */
async function redeem(page: Page, code: string): Promise<void> {
  const res = await page.request.post('/api/sportsbook/v2/bonuses/promo-code', { data: { code } });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as {
    data: { id: string; issued: { user_status: string } | null };
  };
  if (data.issued?.user_status === 'available') {
    const activated = await page.request.post(`/api/sportsbook/v2/bonuses/${data.id}/activate`);
    expect(activated.status(), await activated.text()).toBe(200);
  }
}

const decimal = (text: string) => Number(text.replace(/[^\d.,]/g, '').replace(',', '.'));

test.describe('bonuses in the bet slip', () => {
  test.describe.configure({ timeout: 90_000 });

  test(
    'promo code WELCOME10 -> a freebet in the slip -> placed with the cash balance untouched',
    { tag: '@once' },
    async ({ page, request }) => {
      const [match] = (await openMatches(request, 0)).slice(-2);
      if (!match) throw new Error('no match');
      await signUp(page, 2000);
      await redeem(page, 'WELCOME10');
      // the freebet asks for total odds of 1.50 or more
      await pick(page, match, outcomeAtLeast(match, 1.5));
      await expect(balance(page)).toHaveText(/20[.,]00/);
      const s = await slip(page);
      const bonuses = s.getByTestId('bet-bonuses');
      // one bonus per bet (spec §4): the freebet is a radio of the bet's bonus group
      await bonuses.getByRole('radio', { name: /^Welcome/ }).check();
      // the stake is the freebet's 10.00 and cannot be typed
      const stake = s.getByTestId('stake-input');
      await expect(stake).toHaveValue('10');
      await expect(stake).toHaveAttribute('readonly', '');
      await expect(bonuses.getByTestId('freebet-stake-note')).toBeVisible();
      await s.getByTestId('place-bet').click();
      const receipt = page.getByTestId('bet-receipt').filter({ visible: true });
      await expect(receipt).toContainText('Bet placed');
      // a freebet debits no cash: the balance stays 20.00 after the placement's push
      const accounts = await page.request.get('/api/platform/player/accounts');
      expect(accounts.status()).toBe(200);
      const list = (await accounts.json()) as { currency: string; balance: number }[];
      expect(list.find((a) => a.currency === 'EUR')?.balance).toBe(2000);
      await expect(balance(page)).toHaveText(/20[.,]00/);
      // My Bets names the freebet of the bet
      const bets = await page.request.get('/api/sportsbook/v3/bets');
      const placed = (await bets.json()) as { data: { stake: number; bonus: { type: string } }[] };
      expect(placed.data[0]).toMatchObject({ stake: 1000, bonus: { type: 'freebet_no_risk' } });
    },
  );

  test(
    'a 4-selection combo shows the comboboost boosted odds before placing',
    { tag: '@once' },
    async ({ page, request }) => {
      const matches = (await openMatches(request, 0)).slice(0, 4);
      await signUp(page, 0);
      for (const match of matches) await pick(page, match, outcomeAtLeast(match, BOOST_MIN_ODDS));
      const s = await slip(page);
      await expect(s.getByRole('radio', { name: 'Combo', exact: true })).toBeChecked();
      const bonuses = s.getByTestId('bet-bonuses');
      // hunting comes first by default (spec §4); the bettor switches to the comboboost
      const boost = bonuses.getByRole('radio', { name: /^Combo boost/ });
      await expect(boost).toBeVisible();
      await boost.check();
      await expect(boost).toBeChecked();
      await expect(bonuses.getByRole('radio', { checked: true })).toHaveCount(1);
      await expect(bonuses).toContainText('×1.05');
      const total = decimal(await s.getByTestId('total-odds').innerText());
      const boosted = decimal(await s.getByTestId('boosted-odds').innerText());
      expect(boosted).toBeCloseTo(total * BOOST_3_TO_4, 1);
      await expect(bonuses.getByTestId('bet-boosted-odds')).toHaveText(
        await s.getByTestId('boosted-odds').innerText(),
      );
      // one more selection at 1.30 or more gives the next boost
      await expect(bonuses.getByTestId('comboboost-hint')).toContainText('1.30');
    },
  );

  for (const locale of ['en', 'ar'] as const) {
    test(`axe and a screenshot of the slip with a bonus (${locale})`, async ({ page, request }) => {
      const matches = (await openMatches(request, 0)).slice(4, 7);
      if (matches.length < 3) throw new Error('too few matches');
      await signUp(page, 0);
      for (const match of matches) await pick(page, match, outcomeAtLeast(match, BOOST_MIN_ODDS));
      const first = matches[0];
      if (!first) throw new Error('no match');
      await page.goto(`/${locale === 'en' ? '' : 'ar/'}${first.sport.key}/${first.slug}`);
      // on a phone the tab bar's slip button (named in the page's language) opens the sheet
      if (isMobile() && locale !== 'en') {
        await page.locator('nav [aria-controls="bet-slip-sheet"]').click();
        await expect(page.locator('dialog[open]').getByTestId('bet-slip')).toBeVisible();
      }
      const s = await slip(page);
      await expect(s.getByTestId('bet-bonuses')).toBeVisible();
      await s.getByTestId('bonus-comboboost').check();
      await expect(s.getByTestId('bet-boosted-odds')).toBeVisible();
      await s.getByTestId('bet-bonuses').scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      await s.getByTestId('bet-bonuses').screenshot({
        path: `.artifacts/screens/slip-bonus-${test.info().project.name}-${locale}.png`,
      });
      if (!isMobile()) {
        await page.screenshot({
          path: `.artifacts/screens/slip-bonus-page-${test.info().project.name}-${locale}.png`,
        });
      }
    });
  }
});
