import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { confirmEmail } from './confirm-email';

// Shared steps of the bet slip e2e specs: matches from the real API, players, the slip on screen.

export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';
export const PASSWORD = 'Slip-pass-2026';
/** Spec §5 odds cap: no price on offer is higher (packages/betting odds/cap.ts). */
export const ODDS_CAP = 40;

export interface WireMarket {
  market_id: number;
  specifier: string;
  outcomes: { outcome_id: string; name: string; odds: number }[];
}
export interface WireMatch {
  id: number;
  slug: string;
  name_a: string;
  sport: { key: string };
  main_market: WireMarket | null;
  provider: string;
}

/** Matches with an open main market (prematch 0 or live 1), each project taking its own slice. */
export async function openMatches(request: APIRequestContext, status: 0 | 1): Promise<WireMatch[]> {
  const res = await request.get(
    `${apiUrl}/api/sportsbook/v2/matches?type=match&match_status=${status}&limit=100`,
  );
  const body = (await res.json()) as { data: WireMatch[] };
  const open = body.data.filter(
    (m) =>
      m.main_market !== null && m.main_market.outcomes.length >= 2 && m.provider === 'betradar',
  );
  const half = Math.floor(open.length / 2);
  const mine = test.info().project.name === 'mobile' ? open.slice(half) : open.slice(0, half);
  if (mine.length < 4) throw new Error(`only ${mine.length} open matches for this project`);
  // the feed takes providers offline now and then (their selections lock): keep this one up
  await control(request, '/providers/betradar', { status: 'active' });
  return mine;
}

export async function control(request: APIRequestContext, path: string, data?: object) {
  const res = await request.post(`${apiUrl}/api/dev${path}`, data ? { data } : {});
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Signs up a test-payment player on `request` (its own cookie jar) and funds it with `deposit`
 * minor units (0: no deposit); quick deposit needs the email confirmed first.
 */
export async function signUpOn(request: APIRequestContext, deposit: number): Promise<string> {
  const email = `slip-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
  const res = await request.post('/api/platform/users', {
    data: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_accepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  if (deposit > 0) {
    await confirmEmail(request, email);
    const paid = await request.post('/api/platform/player/quick_deposit', {
      data: { amount: deposit, currency: 'EUR' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  return email;
}

/** {@link signUpOn} for the browser page's own session. */
export async function signUp(page: Page, deposit: number): Promise<void> {
  await signUpOn(page.request, deposit);
}

export const isMobile = () => test.info().project.name === 'mobile';

/** The odds button of a match's main-market outcome on the match page. */
export function oddsButton(page: Page, outcomeName: string) {
  return page.getByRole('button', { name: new RegExp(`^${escape(outcomeName)}, `) }).first();
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Clicks an odds button until it is pressed: a click landing while a loaded machine still
 * hydrates the page does nothing, and a second click on a pressed button would remove it.
 */
export async function selectOutcome(page: Page, outcomeName: string): Promise<void> {
  await pressOdds(oddsButton(page, outcomeName));
}

/** {@link selectOutcome} for an odds button found some other way (a block, a list row). */
export async function pressOdds(button: Locator): Promise<void> {
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(async () => {
    if ((await button.getAttribute('aria-pressed')) !== 'true')
      await button.click({ timeout: 5_000 });
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens the match page and adds its main-market outcome `index` to the slip. */
export async function pick(page: Page, match: WireMatch, index = 0): Promise<void> {
  const outcome = match.main_market?.outcomes[index];
  if (!outcome) throw new Error('no outcome');
  await page.goto(`/${match.sport.key}/${match.slug}`);
  await selectOutcome(page, outcome.name);
  // on a phone the first selection opens the bet slip sheet (spec §2): close it to go on browsing
  // (the sheet opens with the click; the slip's code may still be loading into it)
  const sheet = page.locator('dialog[open]').filter({ has: page.getByTestId('bet-panel-sheet') });
  if (isMobile() && (await sheet.count()) > 0) {
    await expect(sheet.getByTestId('bet-slip')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  }
}

/**
 * Keeps the match's main market open: its provider active and the market unsuspended. The match
 * leaves the simulation with this first change, so later ticks do not undo what a test sets.
 */
export async function pinMainMarket(request: APIRequestContext, match: WireMatch) {
  const market = match.main_market;
  const outcome = market?.outcomes[0];
  if (!market || !outcome) throw new Error('no main market');
  await control(request, `/providers/${match.provider}`, { status: 'active' });
  await control(request, `/matches/${match.id}/market-status`, {
    market_id: market.market_id,
    specifier: market.specifier,
    suspended: false,
  });
  return { market, outcome };
}

/** Raises the odds of the main market's first outcome through the dev API. @returns the odds */
export async function raiseFirstOdds(request: APIRequestContext, match: WireMatch) {
  const market = match.main_market;
  const outcome = market?.outcomes[0];
  if (!market || !outcome) throw new Error('no main market');
  const raised = Math.round((outcome.odds + 1.11) * 100) / 100;
  // the server offers no odds above the spec §5 cap (40): the dev API refuses them
  const target = raised > ODDS_CAP ? 12.5 : raised;
  await control(request, `/matches/${match.id}/odds`, {
    market_id: market.market_id,
    specifier: market.specifier,
    outcome_id: outcome.outcome_id,
    odds: target,
  });
  return target;
}

/** The slip on screen: the sidebar on desktop; on a phone the bottom sheet, opened from the tab bar. */
export async function slip(page: Page) {
  if (isMobile()) {
    const sheet = page.locator('dialog[open]').getByTestId('bet-slip');
    if ((await sheet.count()) === 0) {
      await page
        .getByRole('navigation', { name: 'Quick navigation' })
        .getByRole('button', { name: /Bet slip/ })
        .click();
    }
    return page.locator('dialog[open]').getByTestId('bet-slip');
  }
  return page.getByTestId('bet-panel-sidebar').getByTestId('bet-slip');
}

/** Decimal odds shown for each selection of the slip. */
export async function shownOdds(page: Page): Promise<number[]> {
  const texts = await (await slip(page)).getByTestId('slip-odds').allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

export const balance = (page: Page) => page.getByTestId('account-balance');
