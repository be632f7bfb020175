import { expect, test } from '@playwright/test';

// Spec §2 "Query parameters and hashes": #signUp or ?modal=signIn opens that account modal and is
// then removed from the URL. The request also shows as <html data-account-modal>.
test.describe('account modal requests', { tag: '@once' }, () => {
  test('#signUp opens sign-up and leaves the address bar', async ({ page }) => {
    await page.goto('/#signUp');
    await expect(page.locator('html')).toHaveAttribute('data-account-modal', 'signUp');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '');
  });

  test('?modal=signIn opens sign-in; other parameters stay', async ({ page }) => {
    await page.goto('/live?modal=signIn&x=1');
    await expect(page.locator('html')).toHaveAttribute('data-account-modal', 'signIn');
    await expect(page).toHaveURL((url) => url.pathname === '/live' && url.search === '?x=1');
  });

  test('the header sign-in and sign-up links request their modals', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const signIn = header.getByRole('link', { name: 'Sign in' });
    const signUp = header.getByRole('link', { name: 'Sign up' });
    // real links, so they work before the page is interactive
    await expect(signIn).toHaveAttribute('href', '#signIn');
    await expect(signUp).toHaveAttribute('href', '#signUp');
    await expect(signUp).toBeVisible();

    await signIn.click();
    await expect(page.locator('html')).toHaveAttribute('data-account-modal', 'signIn');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '');
    // the modal makes the page inert: close it before the next header link
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).not.toHaveAttribute('data-account-modal');

    await signUp.click();
    await expect(page.locator('html')).toHaveAttribute('data-account-modal', 'signUp');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '');
  });
});
