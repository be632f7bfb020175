import { axeBuilder } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { dialog, linkFromOutbox, newEmail, PASSWORD, signInInModal } from './account-helpers';

// Spec §2-§4 accounts end to end against the real server: sign up, confirm by the emailed link,
// sign in and out, accounts in two currencies, password reset, the slow-down of wrong passwords
// (the account-wide lock and unlock: account-lock.desktop.spec.ts), the phone verification that
// cannot be dismissed, and axe on every account modal at both widths.
async function openMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

async function signOutFromMenu(page: Page) {
  await openMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

async function signUpInModal(page: Page, email: string) {
  await page.goto('/#signUp');
  const modal = dialog(page);
  await expect(modal.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await modal.getByRole('textbox', { name: 'Email' }).fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const country = modal.getByLabel('Country');
  if ((await country.inputValue()) === '') await country.selectOption({ index: 1 });
  await modal.getByLabel(/terms and conditions/).check();
  await modal.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('account-balance')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('accounts', () => {
  test(
    'sign up, confirm by email, sign out and in, open and switch to a USD account',
    { tag: '@once' },
    async ({ page }) => {
      // several sign-ups, emails and sign-ins in one flow
      test.slow();
      const email = newEmail('signup');
      await signUpInModal(page, email);

      // the confirmation link of the email confirms and leaves the address bar clean
      await page.goto(await linkFromOutbox(email, 'confirmation_token'));
      await expect(dialog(page).getByText('Your email is confirmed')).toBeVisible();
      await expect(page).toHaveURL((url) => !url.search.includes('confirmation_token'));
      await dialog(page).getByRole('button', { name: 'Close' }).click();

      await signOutFromMenu(page);
      await signInInModal(page, email, PASSWORD);
      const balance = page.getByTestId('account-balance');
      await expect(balance).toBeVisible();
      await expect(balance).not.toHaveText(/^\s*$/);

      await openMenu(page);
      await page.getByLabel('Add an account in another currency').selectOption('USD');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: 'Switch to USD' }).click();
      await expect(balance).toContainText('$');
      await expect(page.locator('[data-currency="USD"]')).toHaveAttribute('aria-pressed', 'true');

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByTestId('account-balance')).toHaveCount(0);
    },
  );

  test(
    'forgot password: the emailed link sets a new password to sign in with',
    { tag: '@once' },
    async ({ page }) => {
      // several sign-ups, emails and sign-ins in one flow
      test.slow();
      const email = newEmail('reset');
      await signUpInModal(page, email);
      await signOutFromMenu(page);

      await page.goto('/#passwordNew');
      await dialog(page).getByLabel('Email').fill(email);
      await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
      await expect(dialog(page).getByText(/If an account exists for this email/)).toBeVisible();

      await page.goto(await linkFromOutbox(email, 'reset_password_token'));
      const modal = dialog(page);
      await expect(modal.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
      // the repeat must match: checked before anything is sent
      await modal.getByLabel('New password').fill('brand-new-pass-7');
      await modal.getByLabel('Repeat the password').fill('something-else');
      await modal.getByRole('button', { name: 'Save the new password' }).click();
      await expect(modal.getByText('The two passwords are not the same.')).toBeVisible();
      await expect(modal.getByLabel('Repeat the password')).toBeFocused();
      await modal.getByLabel('Repeat the password').fill('brand-new-pass-7');
      await modal.getByRole('button', { name: 'Save the new password' }).click();
      await expect(modal.getByText('Your password has been changed')).toBeVisible();

      await signInInModal(page, email, 'brand-new-pass-7');
      await expect(page.getByTestId('account-balance')).toBeVisible();
    },
  );

  test(
    'five wrong passwords slow that address down and do not lock the account',
    { tag: '@once' },
    async ({ page }) => {
      // a sign-up and five password checks at the production scrypt cost
      test.slow();
      const email = newEmail('slow');
      await signUpInModal(page, email);
      await signOutFromMenu(page);

      await page.goto('/#signIn');
      const modal = dialog(page);
      await modal.getByLabel('Email or phone number').fill(email);
      const slowed = modal.getByText('Too many attempts');
      for (let attempt = 0; attempt < 6 && !(await slowed.isVisible()); attempt += 1) {
        await modal.getByLabel('Password', { exact: true }).fill(`wrong-${attempt}-password`);
        await modal.getByRole('button', { name: 'Sign in' }).click();
        await expect(modal.getByRole('alert')).toBeVisible();
        await expect(modal.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute(
          'aria-disabled',
        );
      }
      // a third party at one address only slows itself down: the owner is not locked out
      await expect(slowed).toBeVisible();
      await expect(modal.getByText('Your account is locked')).toHaveCount(0);
    },
  );

  test(
    'sign-in errors are tied to their fields and the first one takes the focus',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/#signIn');
      const modal = dialog(page);
      await modal.getByRole('button', { name: 'Sign in' }).click();
      const login = modal.getByLabel('Email or phone number');
      await expect(login).toHaveAttribute('aria-invalid', 'true');
      await expect(login).toBeFocused();
      await expect(login).toHaveAccessibleDescription('Fill in this field.');
    },
  );

  test('phone verification cannot be dismissed', { tag: '@once' }, async ({ page }) => {
    // the site switch of spec §5 turned on for this page: the reference server's default is off
    await page.route('**/api/platform/system**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, phone_verification_required: true } });
    });
    await signUpInModalWithPhoneStep(page, newEmail('phone'));
    const modal = dialog(page);
    await expect(modal.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    // a click on the backdrop, outside the panel
    await page.mouse.click(4, 4);
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
  });
});

test(
  'a phone player adds an email: the form asks for the password and names a wrong one',
  { tag: '@once' },
  async ({ page }) => {
    const phone = `+49151${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const res = await page.request.post('/api/platform/users', {
      data: { phone, password: PASSWORD, currency: 'EUR', country: 'DE', terms_accepted: true },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto('/');
    const modal = dialog(page);
    await expect(modal.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    const email = newEmail('phone-added');
    await modal.getByRole('textbox', { name: 'Email' }).fill(email);
    const password = modal.getByLabel('Your password', { exact: true });
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Fill in this field\./);

    await password.fill('not the password');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(password).toHaveAccessibleDescription(/The password is wrong/);
    const results = await axeBuilder(page).include('dialog[open]').analyze();
    expect(results.violations).toEqual([]);

    await password.fill(PASSWORD);
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const me = await page.request.get('/api/platform/player');
    expect(((await me.json()) as { email: string | null }).email).toBe(email);
  },
);

/** Sign-up whose last step is the phone verification modal (it replaces the sign-up modal). */
async function signUpInModalWithPhoneStep(page: Page, email: string) {
  await page.goto('/#signUp');
  const modal = dialog(page);
  await modal.getByRole('textbox', { name: 'Email' }).fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const country = modal.getByLabel('Country');
  if ((await country.inputValue()) === '') await country.selectOption({ index: 1 });
  await modal.getByLabel(/terms and conditions/).check();
  await modal.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('account-balance')).toBeVisible();
}

test.describe('account modals: axe', () => {
  const MODALS = [
    ['signIn', 'Sign in'],
    ['signUp', 'Create your account'],
    ['passwordNew', 'Forgot your password?'],
    ['passwordEdit', 'Set a new password'],
    ['confirmation', 'Email confirmation'],
    ['unlock', 'Unlock your account'],
  ] as const;

  for (const [modal, title] of MODALS) {
    test(`#${modal} has no axe violations, with its errors shown`, async ({ page }) => {
      await page.goto(
        modal === 'passwordEdit'
          ? '/?modal=passwordEdit&reset_password_token=e2e-not-a-real-token'
          : `/?modal=${modal}`,
      );
      const open = dialog(page);
      await expect(open.getByRole('heading', { name: title })).toBeVisible();
      // the invalid state too: errors must keep their contrast and names
      const submit = open.locator('button[type="submit"]');
      if ((await submit.count()) > 0) await submit.first().click();
      const results = await axeBuilder(page).include('dialog[open]').analyze();
      expect(results.violations).toEqual([]);
    });
  }

  test('the signed-in header and its menu have no axe violations', async ({ page }) => {
    await signUpInModal(page, newEmail('axe'));
    await openMenu(page);
    const results = await axeBuilder(page).include('header').analyze();
    expect(results.violations).toEqual([]);
  });
});

test(
  'the /users routes open their modal over the home page',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/users/sign-in');
    await expect(dialog(page).getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await page.goto('/users/password/new');
    await expect(
      dialog(page).getByRole('heading', { name: 'Forgot your password?' }),
    ).toBeVisible();
  },
);
