import type { TransactionRow } from '@/db/schema';
import { t, type MessageLocale } from '@/http/messages';
import { findCurrency } from './reference';

/** Outcomes the demo provider offers, in the order of its buttons. */
export const DEMO_OUTCOMES = ['success', 'error', 'pending'] as const;
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number];

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Minor units as a decimal amount of the currency (500 EUR cents: "5.00 EUR"). */
export function formatAmount(amount: number, currency: string): string {
  const subunits = findCurrency(currency)?.subunits ?? 100;
  const digits = Math.round(Math.log10(subunits));
  return `${(amount / subunits).toFixed(digits)} ${currency}`;
}

/**
 * The demo provider's page the deposit iframe shows: the amount and one button per outcome. Self
 * contained (no scripts, inline styles only) so it works in any frame and passes a strict CSP.
 */
export function demoPaymentPage({
  locale,
  deposit,
  action,
}: {
  locale: MessageLocale;
  deposit: TransactionRow | null;
  action: string;
}): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const title = escapeHtml(t(locale, 'payment_title'));
  let main: string;
  if (!deposit) {
    main = `<p role="alert">${escapeHtml(t(locale, 'deposit_not_found'))}</p>`;
  } else {
    const amount = escapeHtml(formatAmount(deposit.amount, deposit.currency));
    const buttons = DEMO_OUTCOMES.map(
      (outcome) =>
        `<button type="submit" name="outcome" value="${outcome}" class="${outcome}">${escapeHtml(t(locale, `payment_${outcome}`))}</button>`,
    ).join('\n        ');
    const done =
      deposit.status === 'pending'
        ? ''
        : `<p role="status">${escapeHtml(t(locale, 'payment_done', { status: t(locale, `payment_${deposit.status}`) }))}</p>`;
    main = `<p>${escapeHtml(t(locale, 'payment_intro'))}</p>
      <p class="amount"><span>${escapeHtml(t(locale, 'payment_amount'))}:</span> <strong>${amount}</strong></p>
      ${done}
      <form method="post" action="${escapeHtml(action)}">
        ${buttons}
      </form>`;
  }
  return `<!doctype html>
<html lang="${locale === 'pt' ? 'pt-BR' : locale}" dir="${dir}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${title}</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px; color: #111; background: #fff; }
      main { max-width: 420px; margin: 0 auto; }
      .amount strong { font-size: 1.5rem; }
      form { display: flex; gap: 12px; flex-wrap: wrap; }
      button { font: inherit; padding: 10px 18px; border-radius: 6px; border: 2px solid transparent; cursor: pointer; color: #fff; }
      button:focus-visible { outline: 3px solid #1a4fd6; outline-offset: 2px; }
      .success { background: #1b7a35; }
      .error { background: #b3261e; }
      .pending { background: #5c5c5c; }
    </style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      ${main}
    </main>
  </body>
</html>
`;
}
