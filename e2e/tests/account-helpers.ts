import { expect, type Page } from '@playwright/test';

// Shared steps of the account specs: fresh addresses, the dev outbox's links, the modal.
export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';
export const PASSWORD = 'correct-horse-42';

interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  link: string | null;
}

/** A fresh address per test and project, so runs never share an account. */
export function newEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest link the dev outbox holds for `to` whose URL contains `part`, as a web path. */
export async function linkFromOutbox(to: string, part: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${apiUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const messages = (await res.json()) as OutboxMessage[];
        found =
          [...messages].sort((a, b) => b.id - a.id).find((message) => message.link?.includes(part))
            ?.link ?? undefined;
        return found ?? null;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  const url = new URL(found ?? '', 'http://placeholder');
  return `${url.pathname}${url.search}`;
}

/**
 * Wrong passwords for `login` from ten client addresses (as a proxy in front of the server would
 * forward them) until the account-wide lock answers 423.
 */
export async function lockFromManyAddresses(login: string): Promise<void> {
  for (let address = 1; address <= 10; address += 1) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await fetch(`${apiUrl}/api/platform/users/sign_in`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `192.0.2.${address}`,
        },
        body: JSON.stringify({ login, password: 'wrong-password' }),
      });
      if (res.status === 423) return;
    }
  }
  throw new Error(`${login} was not locked`);
}

export function dialog(page: Page) {
  return page.locator('dialog[open]');
}

/** Fills and sends the sign-in modal. */
export async function signInInModal(page: Page, login: string, password: string) {
  await page.goto('/#signIn');
  const modal = dialog(page);
  await modal.getByLabel('Email or phone number').fill(login);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Sign in' }).click();
}
