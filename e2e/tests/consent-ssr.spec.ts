import { expect, test, type Browser, type Page } from '@playwright/test';
import { CONSENT_ONLY, REMINDED_ONLY } from './consent-state';

// Issue 18 (Lighthouse LCP): the server decides the spec §4 cookie notice and renders the alert in
// the page, so a first visit paints it with the page rather than seconds later.
test.use({ storageState: REMINDED_ONLY });

// the notice's text as an element's content (the labels alone also ride in the page's RSC data)
const NOTICE_MARKUP = '>We use essential cookies to run the site';

/** Hydration errors React reports in the console (a production build reports them minified). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const isHydration = (text: string) => /hydrat|#418|#423|#425/i.test(text);
  page.on('console', (message) => {
    if (message.type() === 'error' && isHydration(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (isHydration(error.message)) errors.push(error.message);
  });
  return errors;
}

/** The alert's box on `/` with JavaScript off: what the server's HTML and CSS paint. */
async function paintedWithoutJs(browser: Browser, page: Page, screenshot: string) {
  const context = await browser.newContext({
    storageState: REMINDED_ONLY,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  try {
    const still = await context.newPage();
    await still.goto('/');
    const alert = still.getByTestId('cookie-alert');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCSS('position', 'fixed');
    await still.screenshot({ path: screenshot });
    return await alert.boundingBox();
  } finally {
    await context.close();
  }
}

test('without consent the alert is in the server HTML, painted without JavaScript, hydrated in place', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(NOTICE_MARKUP);
  const painted = await paintedWithoutJs(
    browser,
    page,
    `.artifacts/screens/consent-ssr-${project}-no-js.png`,
  );

  // with JavaScript: the same floating card in the same place (no shift), answering once hydrated
  const errors = hydrationErrors(page);
  await page.goto('/');
  const alert = page.getByTestId('cookie-alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Accept all' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const hydrated = await alert.boundingBox();
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs((hydrated?.[key] ?? -1) - (painted?.[key] ?? 0))).toBeLessThan(1);
  await page.screenshot({ path: `.artifacts/screens/consent-ssr-${project}.png` });
  await alert.getByRole('button', { name: 'Choices' }).click();
  await expect(alert.getByRole('checkbox')).toHaveCount(3);
  await alert.getByRole('button', { name: 'Save choices' }).click();
  await expect(alert).toHaveCount(0);
  expect(errors).toEqual([]);

  // answered: the next page's HTML has no notice
  expect(await (await page.request.get('/')).text()).not.toContain(NOTICE_MARKUP);
});

test('with the consent cookie the HTML has no notice', async ({ browser }) => {
  const context = await browser.newContext({ storageState: CONSENT_ONLY });
  try {
    expect(await (await context.request.get('/')).text()).not.toContain(NOTICE_MARKUP);
  } finally {
    await context.close();
  }
});
