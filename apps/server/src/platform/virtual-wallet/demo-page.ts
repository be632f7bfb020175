import type { VirtualWalletProvider } from '@sportsbook/contract/virtual-wallet';
import type { VirtualWalletTransactionRow } from '@/db/schema-virtual-wallet';
import type { MessageLocale } from '@/http/messages';
import { randomToken } from '@/http/secrets';
import { formatAmount } from '../payment-page';
import { OFFERS, stakesFor } from './offers';
import { vwText, type VirtualWalletTextKey } from './texts';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Notices the page shows after a redirect (`?notice=`). */
export const NOTICES = ['placed', 'won', 'lost', 'insufficient_funds', 'already_done'] as const;
export type Notice = (typeof NOTICES)[number];

/** A fresh provider transaction id per form: a double submit repeats it and moves nothing twice. */
const newId = () => `vw_${randomToken(12)}`;

const odds = (hundredths: number) => (hundredths / 100).toFixed(2);

export interface DemoPageInput {
  locale: MessageLocale;
  provider: VirtualWalletProvider;
  /** The page's own URL (token included) the forms post below. */
  action: string;
  /** The page's query (its language) the forms keep. */
  query: string;
  currency: string;
  balance: number;
  open: readonly VirtualWalletTransactionRow[];
  notice: { kind: Notice; amount: number | null } | null;
  mobile: boolean;
}

function noticeHtml(input: DemoPageInput): string {
  if (!input.notice) return '';
  const { kind, amount } = input.notice;
  const text = vwText(input.locale, kind, {
    amount: amount === null ? '' : formatAmount(amount, input.currency),
  });
  const role = kind === 'insufficient_funds' ? 'alert' : 'status';
  return `<p role="${role}" class="notice ${kind}" data-testid="provider-notice">${escapeHtml(text)}</p>`;
}

function openBetsHtml(input: DemoPageInput, t: (key: VirtualWalletTextKey) => string): string {
  if (input.open.length === 0) return `<p>${t('no_open_bets')}</p>`;
  const names = new Map(OFFERS[input.provider].map((o) => [o.pick, o.name]));
  const items = input.open.map((bet) => {
    const name = escapeHtml(names.get(bet.pick ?? '') ?? bet.pick ?? '');
    const money = (minor: number) => escapeHtml(formatAmount(minor, bet.currency));
    return `<li data-testid="provider-open-bet">
          <span><strong>${name}</strong> · ${money(bet.amount)} → ${money(bet.potentialWin ?? 0)}</span>
          <form method="post" action="${escapeHtml(`${input.action}/settle${input.query}`)}">
            <input type="hidden" name="round_id" value="${escapeHtml(bet.id)}">
            <input type="hidden" name="transaction_id" value="${newId()}">
            <button type="submit" name="outcome" value="won" class="win">${t('settle_win')}</button>
            <button type="submit" name="outcome" value="lost" class="lose">${t('settle_lose')}</button>
          </form>
        </li>`;
  });
  return `<ul class="bets">${items.join('\n')}</ul>`;
}

/**
 * The demo provider's page (spec §7 virtual wallet): balance, a bet form and the open bets with
 * buttons to settle them. Self contained (no scripts, inline styles) for a strict CSP in any frame.
 */
export function demoProviderPage(input: DemoPageInput): string {
  const { locale, provider } = input;
  const t = (key: VirtualWalletTextKey) => escapeHtml(vwText(locale, key));
  const title = t(provider === 'racing' ? 'title_racing' : 'title_lottery');
  const offers = OFFERS[provider]
    .map(
      (o) =>
        `<option value="${o.pick}">${escapeHtml(o.name)} (${t('odds')} ${odds(o.odds)})</option>`,
    )
    .join('');
  const stakes = stakesFor(input.currency)
    .map(
      (minor) =>
        `<option value="${minor}">${escapeHtml(formatAmount(minor, input.currency))}</option>`,
    )
    .join('');
  const main = `<p>${t('intro')}</p>
      <p class="balance">${t('balance')}: <strong data-testid="provider-balance">${escapeHtml(formatAmount(input.balance, input.currency))}</strong></p>
      ${noticeHtml(input)}
      <form method="post" action="${escapeHtml(`${input.action}/bet${input.query}`)}" class="bet">
        <label>${t(provider === 'racing' ? 'pick_racing' : 'pick_lottery')}
          <select name="pick">${offers}</select></label>
        <label>${t('stake')}
          <select name="stake">${stakes}</select></label>
        <input type="hidden" name="transaction_id" value="${newId()}">
        <button type="submit" class="place">${t('place')}</button>
      </form>
      <h2>${t('open_bets')}</h2>
      ${openBetsHtml(input, t)}`;
  return pageShell(locale, title, main, input.mobile);
}

/** The page an ended or unknown launch shows. */
export const endedLaunchPage = (locale: MessageLocale): string =>
  pageShell(
    locale,
    escapeHtml(vwText(locale, 'launch_not_found')),
    `<p role="alert">${escapeHtml(vwText(locale, 'launch_not_found'))}</p>`,
    false,
  );

function pageShell(locale: MessageLocale, title: string, main: string, mobile: boolean): string {
  return `<!doctype html>
<html lang="${locale === 'pt' ? 'pt-BR' : locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${title}</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: ${mobile ? '12px' : '24px'}; color: #f2f4f8; background: #101a2b; }
      main { max-width: 640px; margin: 0 auto; }
      h1 { font-size: 1.4rem; margin: 0 0 8px; }
      h2 { font-size: 1.1rem; margin: 24px 0 8px; }
      .balance strong { font-size: 1.3rem; }
      form.bet { display: flex; gap: 12px; flex-wrap: wrap; align-items: end; }
      label { display: grid; gap: 4px; }
      select, button { font: inherit; min-height: 44px; border-radius: 6px; }
      select { padding: 0 8px; background: #1c2940; color: #f2f4f8; border: 1px solid #8a9bb8; }
      button { padding: 8px 16px; border: 2px solid transparent; cursor: pointer; color: #fff; }
      button:focus-visible, select:focus-visible { outline: 3px solid #ffd54a; outline-offset: 2px; }
      .place { background: #1a4fd6; }
      .win { background: #1b7a35; }
      .lose { background: #b3261e; }
      .bets { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
      .bets li { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; padding: 8px 12px; border: 1px solid #2e3d57; border-radius: 8px; }
      .bets form { display: flex; gap: 8px; }
      .notice { padding: 8px 12px; border-radius: 6px; background: #1c2940; border-inline-start: 4px solid #4caf50; }
      .notice.insufficient_funds { border-inline-start-color: #ff6b5e; }
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
