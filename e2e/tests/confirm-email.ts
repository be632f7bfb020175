import { expect, type APIRequestContext } from '@playwright/test';

const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

/**
 * Opens the confirmation link the dev outbox holds for `email`, through the web's proxy: quick
 * deposit (the test-payment group) needs a confirmed @test.example email.
 */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  let token: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${apiUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const messages = (await res.json()) as { link: string | null }[];
        const link = messages.find((m) => m.link?.includes('confirmation_token='))?.link;
        token = link ? new URL(link).searchParams.get('confirmation_token') : null;
        return token;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  const res = await request.get(
    `/api/platform/users/confirmation?confirmation_token=${encodeURIComponent(token ?? '')}`,
  );
  expect(res.status(), await res.text()).toBe(200);
}
