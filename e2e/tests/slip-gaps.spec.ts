import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  isMobile,
  openMatches,
  pick,
  pinMainMarket,
  selectOutcome,
  signUp,
  slip,
} from './betslip-helpers';
import { CONSENTED } from './consent-state';
import { expectNoAxeViolations } from './axe';

// Issue #13 item 10, the slip gaps of the spec: share-code texts (§8), a stake typed as the wanted
// potential win (§3, §4), the currency switch (§4), restored shared bets kept in session storage
// (§4, §9), and the bet panel opening on a phone with the first selection (§2).

async function screenshot(page: Page, name: string): Promise<void> {
  const info = test.info();
  const file = path.join(
    info.project.outputDir,
    '..',
    'screenshots',
    `${info.project.name}-${name}.png`,
  );
  await page.screenshot({ path: file, animations: 'disabled' });
}

test(
  'an unknown share code shows the link-not-found text of spec §8',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/?betcode=NOPE0000');
    await expect(page.getByTestId('share-not-found')).toHaveText('This bet link was not found.');
    await expect(page).not.toHaveURL(/betcode=/);
    await screenshot(page, 'share-not-found');
  },
);

for (const locale of ['', '/ar']) {
  test(`${locale || '/en'}: the share-bet-not-found modal has no accessibility violations`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${locale}/?betcode=NOPE0000`);
    await expect(page.getByTestId('share-not-found')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the first selection opens the bet panel (on a phone, the bottom sheet)', async ({
  page,
  request,
}) => {
  const [a] = await openMatches(request, 0);
  const outcome = a?.main_market?.outcomes[0];
  if (!a || !outcome) throw new Error('no match');
  // the simulation may suspend the market: a locked button takes no click
  await pinMainMarket(request, a);
  // a click of its own: pick() closes the phone's sheet to go on browsing
  await page.goto(`/${a.sport.key}/${a.slug}`);
  await selectOutcome(page, outcome.name);
  const panel = isMobile()
    ? page.locator('dialog[open]').getByTestId('bet-slip')
    : page.getByTestId('bet-panel-sidebar').getByTestId('bet-slip');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('slip-selection')).toHaveCount(1);
  await expect(page.getByTestId('floating-ticket')).toHaveCount(0);
  await screenshot(page, 'first-selection');
});

test(
  'a stake typed as the wanted potential win: the stake follows, rounded down',
  { tag: '@once' },
  async ({ page, request }) => {
    const [a] = await openMatches(request, 0);
    const odds = a?.main_market?.outcomes[0]?.odds;
    if (!a || !odds) throw new Error('no match');
    await pick(page, a);
    const s = await slip(page);
    await s.getByTestId('win-input').fill('100');
    // the most whose win (stake x odds, rounded down to the cent) is at most 100.00
    const stake = Number(await s.getByTestId('stake-input').inputValue());
    expect(stake).toBeGreaterThan(0);
    expect(Math.floor(stake * odds * 100 + 1e-6)).toBeLessThanOrEqual(100_00);
    expect(Math.floor((stake + 0.01) * odds * 100 + 1e-6)).toBeGreaterThan(100_00);
    await expect(s.getByTestId('win-input')).toHaveAttribute('data-stake-source', 'potential_win');
    await screenshot(page, 'slip-wanted-win');
  },
);

test(
  'switching the account currency converts the slip: stake 0 in the new currency',
  { tag: '@once' },
  async ({ page, request }) => {
    const [a] = await openMatches(request, 0);
    if (!a) throw new Error('no match');
    await signUp(page, 0);
    await pick(page, a);
    let s = await slip(page);
    await s.getByTestId('stake-input').fill('5');
    await expect(s.getByText('Stake (EUR)')).toBeVisible();
    const created = await page.request.post('/api/platform/player/accounts', {
      data: { currency: 'USD' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const switched = await page.request.patch('/api/platform/player/accounts/active', {
      data: { currency: 'USD' },
    });
    expect(switched.status(), await switched.text()).toBe(200);
    await page.reload();
    s = await slip(page);
    await expect(s.getByText('Stake (USD)')).toBeVisible();
    await expect(s.getByTestId('stake-input')).toHaveValue('');
    const stored = await page.evaluate(() => localStorage.getItem('bets'));
    expect(JSON.parse(stored ?? '[]')).toMatchObject([
      { currency: 'USD', stake: 0, stakeSource: 'sharing' },
    ]);
  },
);

// session storage, the same at every width (the phone's sheet opening on a share link: betslip.spec)
test(
  'restored shared bets are kept in session storage and come back on a reload',
  { tag: '@once' },
  async ({ page, request, browser }) => {
    const [a, b] = await openMatches(request, 0);
    if (!a || !b) throw new Error('no matches');
    await pick(page, a);
    await pick(page, b);
    const s = await slip(page);
    await s.getByTestId('share-bet').click();
    const link = await s.getByTestId('share-link').inputValue();
    const other = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      storageState: CONSENTED,
    });
    const second = await other.newPage();
    await second.goto(link);
    const restored = await slip(second);
    await expect(restored.locator('[data-selection-id]')).toHaveCount(2);
    const kept = await second.evaluate(() => sessionStorage.getItem('shared bets'));
    expect(JSON.parse(kept ?? '[]')).toHaveLength(1);
    // the slip's own stored bets gone (another tab cleared them): the session's copy comes back
    await second.evaluate(() => localStorage.removeItem('bets'));
    await second.reload();
    await expect((await slip(second)).locator('[data-selection-id]')).toHaveCount(2);
    await other.close();
  },
);
