import { expect, test } from '@playwright/test';
import {
  dialog,
  linkFromOutbox,
  lockFromManyAddresses,
  newEmail,
  PASSWORD,
  signInInModal,
} from './account-helpers';

// The spec's lock (423 and an unlock email) needs failures from many addresses: fifty password
// checks, so once, on desktop (the modal is the same on a phone).

test('many addresses lock the account; the emailed unlock link opens it again', async ({
  page,
}) => {
  // fifty password checks (the test pair hashes cheaply: PASSWORD_HASH_COST in scripts/test.mjs)
  test.setTimeout(180_000);
  const email = newEmail('lock');
  const res = await page.request.post('/api/platform/users', {
    data: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_accepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.request.delete('/api/platform/users/sign_out');

  await lockFromManyAddresses(email);
  await signInInModal(page, email, PASSWORD);
  const modal = dialog(page);
  await expect(modal.getByText('Your account is locked')).toBeVisible();
  await modal.getByRole('button', { name: 'Send unlock instructions' }).click();
  await expect(modal.getByText(/we have sent the unlock instructions/)).toBeVisible();

  await page.goto(await linkFromOutbox(email, 'unlock_token'));
  await expect(dialog(page).getByText('Your account is unlocked')).toBeVisible();
  await signInInModal(page, email, PASSWORD);
  await expect(page.getByTestId('account-balance')).toBeVisible();
});
