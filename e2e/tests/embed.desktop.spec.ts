import { expect, test, type Page } from '@playwright/test';
import { confirmEmail } from './confirm-email';
import { CONSENTED } from './consent-state';
import { escape, openMatches, pick, signUpOn, slip } from './betslip-helpers';

// Issue 17 items 1 and 4: the demo host page (another origin, served by the reference backend)
// frames the sportsbook and talks to it with packages/embed, in real Chromium (spec §7 host-page
// messages, §6 whitelisted origins, §9 size reports).

const HOST_URL = process.env.E2E_HOST_DEMO_URL ?? 'http://127.0.0.1:4300';

interface HostEvent {
  type: string;
  version: number;
  payload: Record<string, unknown>;
}

/** The payloads of one event the host received so far. */
const received = (page: Page, name: string) =>
  page.evaluate(
    (type) =>
      (window as unknown as { hostEvents: HostEvent[] }).hostEvents
        .filter((event) => event.type === type && event.version === 1)
        .map((event) => event.payload),
    `sportsbook:${name}`,
  );

/** Waits until the host has received `name` with a payload holding `payload`. */
const expectEvent = (page: Page, name: string, payload: Record<string, unknown> = {}) =>
  expect
    .poll(() => received(page, name), { timeout: 30_000 })
    .toContainEqual(expect.objectContaining(payload));

const frame = (page: Page) => page.frameLocator('#frame-slot iframe');

/** Opens the host page and waits until the sportsbook in it listens. */
async function openHost(page: Page) {
  await page.goto(`${HOST_URL}/`);
  await expectEvent(page, 'page-loaded', { path: '/', locale: 'en' });
  await expectEvent(page, 'initialized', { locale: 'en' });
}

const command = (page: Page, name: string) =>
  page.locator(`button[data-command="${name}"]`).click();

test.describe('host page bridge (spec §7) across origins', () => {
  test('the host hears the page load, its size after a layout change and a top event; it opens the slip; a foreign origin changes nothing', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // the host is another origin than the sportsbook (the same site: loopback)
    expect(new URL(HOST_URL).origin).not.toBe(new URL(String(baseURL)).origin);
    await openHost(page);
    await expectEvent(page, 'page-size-changed');
    await expectEvent(page, 'bet-slip-state-changed', { selections: 0, open: false });

    // a layout change: the host narrows the frame, the sportsbook reports its new size
    const widths = async () =>
      (await received(page, 'page-size-changed')).map((size) => Number(size.width));
    const [before = 0] = await widths();
    await page.locator('#frame-slot iframe').evaluate((el: HTMLIFrameElement) => {
      el.style.width = '820px';
    });
    await expect.poll(async () => Math.min(...(await widths()))).toBeLessThan(before);

    // a message from an origin not on the list (a frame of another origin beside the sportsbook)
    const sent = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('message', (event) => {
            if ((event.data as { type?: string }).type === 'host-demo:foreign-sent') resolve();
          });
        }),
    );
    const foreign = new URL(HOST_URL);
    foreign.hostname = 'localhost';
    await page.evaluate((src) => {
      const other = document.createElement('iframe');
      other.src = src;
      other.title = 'Foreign sender';
      document.body.append(other);
    }, `${foreign.origin}/foreign`);
    await sent;
    // a command from the host after it: once its effect shows, the foreign ones were handled
    const reports = (await received(page, 'page-size-changed')).length;
    await command(page, 'iframe-integration');
    await expect
      .poll(async () => (await received(page, 'page-size-changed')).length)
      .toBeGreaterThan(reports);
    await expect(frame(page).locator('html')).toHaveAttribute('lang', 'en');
    expect(await received(page, 'bet-slip-state-changed')).not.toContainEqual(
      expect.objectContaining({ open: true }),
    );

    // a top event of the home page
    const banner = frame(page).locator('[data-event-banner] a[id^="top-event-"]').first();
    await banner.click();
    await expectEvent(page, 'top-event-clicked');
    const [clicked] = await received(page, 'top-event-clicked');
    await expectEvent(page, 'page-loaded', { path: clicked?.path });

    // from the host: open bet slip, while the panel shows My Bets
    const panel = frame(page).getByTestId('bet-panel-sidebar');
    await panel.getByRole('tab', { name: 'My bets' }).click();
    await expect(panel.getByRole('tab', { name: 'My bets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await command(page, 'open-bet-slip');
    await expect(panel.getByRole('tab', { name: /^Bet slip/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectEvent(page, 'bet-slip-state-changed', { open: true });
  });

  test('a player: the host balance follows a deposit; change locale takes effect', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // the player signs in on the sportsbook's origin; the frame shares its cookies (same site)
    const email = await signUpOn(page.request, 0);
    await openHost(page);
    await expectEvent(page, 'balance-changed', { balance: 0, currency: 'EUR' });
    await expect(page.locator('#host-balance')).toHaveText('0.00 EUR');

    // a deposit: the pushed balance reaches the host's own display
    await confirmEmail(page.request, email);
    const paid = await page.request.post('/api/platform/player/quick_deposit', {
      data: { amount: 2500, currency: 'EUR' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await expectEvent(page, 'balance-changed', { balance: 2500, currency: 'EUR' });
    await expect(page.locator('#host-balance')).toHaveText('25.00 EUR');

    // spec §5: the host listens to deposit, so the header's deposit goes to its cashier...
    const html = frame(page).locator('html');
    await frame(page).getByTestId('header-deposit').click();
    await expect(page.locator('#host-cashier')).toHaveText("the casino's cashier is open (EUR)");
    await expectEvent(page, 'deposit', { currency: 'EUR' });
    await expect(html).not.toHaveAttribute('data-deposit-modal', /./);
    // ...and without a listener it opens in the frame
    await page.locator('#cashier').uncheck();
    await frame(page).getByTestId('header-deposit').click();
    await expect(html).toHaveAttribute('data-deposit-modal', 'iframe');
    await expect(frame(page).getByRole('dialog')).toBeVisible();
    expect(await received(page, 'deposit')).toHaveLength(1);
    await frame(page).getByRole('dialog').press('Escape');

    // change locale: the same page in German
    await page.locator('#locale').selectOption('de');
    await command(page, 'change-locale');
    await expectEvent(page, 'page-loaded', { locale: 'de' });
    await expect(frame(page).locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a selection in the frame and a bet code from the host fill the slip', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const matches = await openMatches(request, 0);
    const [a, b, c] = matches.slice(-3);
    if (!a || !b || !c) throw new Error('no matches');
    // a share code made by another visitor, of two selections
    const other = await browser.newContext({ storageState: CONSENTED });
    const sharer = await other.newPage();
    await pick(sharer, a);
    await pick(sharer, b);
    const shared = await slip(sharer);
    await shared.getByTestId('share-bet').click();
    const link = await shared.getByTestId('share-link').inputValue();
    const code = new URL(link).searchParams.get('betcode');
    if (!code) throw new Error('no share code');
    await other.close();

    await openHost(page);
    // a selection in the frame, on a page the host asks for
    const outcome = c.main_market?.outcomes[0];
    if (!outcome) throw new Error('no outcome');
    await page.locator('#page-path').fill(`/${c.sport.key}/${c.slug}`);
    await command(page, 'page-changed');
    await expectEvent(page, 'page-loaded', { path: `/${c.sport.key}/${c.slug}` });
    const button = frame(page)
      .getByRole('button', { name: new RegExp(`^${escape(outcome.name)}, `) })
      .first();
    // a click landing while a loaded machine still hydrates the page is dropped: click again
    await expect(async () => {
      if ((await button.getAttribute('aria-pressed')) !== 'true')
        await button.click({ timeout: 5_000 });
      await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expectEvent(page, 'bet-slip-state-changed', { selections: 1, bet_type: 'single' });

    // apply bet code: the shared slip (two other matches) replaces the frame's slip
    await page.locator('#bet-code').fill(code);
    await command(page, 'apply-bet-code');
    await expectEvent(page, 'bet-slip-state-changed', { selections: 2 });
    const framedSlip = frame(page).getByTestId('bet-panel-sidebar').getByTestId('bet-slip');
    await expect(framedSlip.locator('[data-selection-id]')).toHaveCount(2);
    await expect(framedSlip).toContainText(a.name_a);
    await expect(framedSlip).toContainText(b.name_a);
  });

  test("from the host: odds type, search and the player's currency take effect", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const [match] = await openMatches(request, 0);
    if (!match) throw new Error('no match');
    const email = await signUpOn(page.request, 0);
    await confirmEmail(page.request, email);
    await openHost(page);
    await expectEvent(page, 'balance-changed', { currency: 'EUR' });

    // odds changed: the frame's odds buttons turn American ("outcome, +150")
    await page.locator('#page-path').fill(`/${match.sport.key}/${match.slug}`);
    await command(page, 'page-changed');
    await expectEvent(page, 'page-loaded', { path: `/${match.sport.key}/${match.slug}` });
    const firstOdds = frame(page)
      .getByRole('tabpanel', { name: /markets/i })
      .getByRole('button', { name: /, [+\-\d]/ })
      .first();
    await expect(firstOdds).toHaveAccessibleName(/, \d+\.\d+/);
    await page.locator('#odds-type').selectOption('american');
    await command(page, 'odds-changed');
    await expect(firstOdds).toHaveAccessibleName(/, [+-]\d+/);

    // search modal: opens in the frame with the host's query
    await page.locator('#search-query').fill(match.name_a.slice(0, 20));
    await command(page, 'search-modal');
    const search = frame(page).getByRole('dialog', { name: 'Search' });
    await expect(search).toBeVisible();
    await expect(search.getByRole('searchbox')).toHaveValue(match.name_a.slice(0, 20));
    await search.getByRole('searchbox').press('Escape');
    await expect(search).toBeHidden();

    // change currency: to an account the player has, then one they do not (nothing changes)
    const created = await page.request.post('/api/platform/player/accounts', {
      data: { currency: 'USD' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.locator('#currency').fill('USD');
    await command(page, 'change-currency');
    await expectEvent(page, 'notify-currency-changed', { currency: 'USD' });
    await expectEvent(page, 'balance-changed', { currency: 'USD' });
    await page.locator('#currency').fill('GBP');
    await command(page, 'change-currency');
    await page.locator('#currency').fill('EUR');
    await command(page, 'change-currency');
    await expectEvent(page, 'notify-currency-changed', { currency: 'EUR' });
    expect(await received(page, 'notify-currency-changed')).not.toContainEqual({
      currency: 'GBP',
    });
  });
});
