import { expect, test, type Page, type Response } from '@playwright/test';
import { openMatches, signUp } from './betslip-helpers';

// Issue 12, web headers: every page carries a nonce-based Content-Security-Policy and still
// renders, streams and hydrates under it, in the page and in its frames (the deposit provider).

/** Collects CSP violations (the event, in every frame) and the console's CSP refusals. */
async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(text)) {
      problems.push(text);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The page's policy: scripts by nonce only, frames only by the site; returns the nonce. */
async function expectPolicy(response: Response | null): Promise<string> {
  if (!response) throw new Error('no response');
  const policy = response.headers()['content-security-policy'] ?? '';
  const scripts = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scripts)?.[1];
  expect(nonce, policy).toBeDefined();
  expect(scripts).toContain("'strict-dynamic'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("object-src 'none'");
  // served over plain http here: no HSTS, nothing to upgrade
  expect(response.headers()['strict-transport-security']).toBeUndefined();
  // Next put the nonce on its own scripts
  expect(await response.text()).toContain(`nonce="${nonce}"`);
  return nonce ?? '';
}

/** A header control answers a click only once React has hydrated the page. */
async function expectHydrated(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(async () => {
    // a click that opened the dialog late (under load) already did the job
    if (!(await dialog.isVisible())) await button.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
}

test(
  'home and live pages render, stream and hydrate under the CSP; each answer has its own nonce',
  { tag: '@once' },
  async ({ page }) => {
    const problems = await watchPolicy(page);
    const home = await expectPolicy(await page.goto('/'));
    await expectHydrated(page);

    const live = await expectPolicy(await page.goto('/live'));
    expect(live).not.toBe(home);
    // the match list arrives in streamed chunks, which run only with the nonce
    await expect(page.locator('li[data-match-id]').first()).toBeVisible();
    await expectHydrated(page);
    expect(problems).toEqual([]);
  },
);

test(
  'a match page renders and hydrates under the CSP',
  { tag: '@once' },
  async ({ page, request }) => {
    const problems = await watchPolicy(page);
    const [match] = await openMatches(request, 0);
    if (!match) throw new Error('no open match');
    await expectPolicy(await page.goto(`/${match.sport.key}/${match.slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(match.name_a);
    await expectHydrated(page);
    expect(problems).toEqual([]);
  },
);

test(
  'the deposit page frames the demo provider and takes its answer under the CSP',
  { tag: '@once' },
  async ({ page }) => {
    const problems = await watchPolicy(page);
    await signUp(page, 0);
    await expectPolicy(await page.goto('/profile/wallet/deposit'));
    await page.getByLabel('Amount').fill('10');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // the provider page and the return page inside the frame are both same-origin
    await page
      .frameLocator('[data-testid="deposit-frame"]')
      .locator('button[value="success"]')
      .click();
    await expect(page.locator('[data-toast-type="success"]')).toContainText('Payment successful');
    await expect(page.getByTestId('account-balance')).toHaveText(/10[.,]00/);
    expect(problems).toEqual([]);
  },
);
