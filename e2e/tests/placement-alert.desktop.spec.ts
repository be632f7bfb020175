import { expect, test } from '@playwright/test';
import { openMatches, pick, pinMainMarket, signUp, slip } from './betslip-helpers';

// Issue 17 item 7 (spec §8): a placement that gets no answer shows a visible alert, and a second
// failed try updates that alert in place instead of stacking another (spec §4 toast lifecycle).

test('a placement without an answer alerts once, and a retry updates the alert', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [match] = await openMatches(request, 0);
  if (!match) throw new Error('no prematch match');
  await pinMainMarket(request, match);
  await signUp(page, 1000);
  await pick(page, match);
  const s = await slip(page);
  await s.getByTestId('stake-input').fill('1');
  // the placement call fails on the network: no answer at all
  let tries = 0;
  await page.route('**/v3/bets', (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    tries += 1;
    return route.abort('connectionreset');
  });
  const alerts = page.getByTestId('toaster').getByRole('alert');
  await s.getByTestId('place-bet').click();
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toContainText('Something went wrong');
  await expect(alerts).toContainText('Your bet was not placed. Please try again.');

  const before = tries;
  await expect(s.getByTestId('place-bet')).toBeEnabled();
  await s.getByTestId('place-bet').click();
  await expect.poll(() => tries).toBeGreaterThan(before);
  await expect(alerts).toContainText('Something went wrong');
  await expect(alerts).toHaveCount(1);
  // nothing was placed: the slip keeps its selection
  await expect(s).toContainText(match.name_a);
});
