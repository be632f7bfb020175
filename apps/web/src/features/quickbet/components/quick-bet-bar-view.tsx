'use client';

import { useId, useState } from 'react';
import { toMajor, toMinor } from '@sportsbook/betting/money/minor-units';
import { approveQuickBet, resetQuickBet } from '@sportsbook/betting/quickbet/quick-bet-flow';
import { setQuickBetStake, toggleQuickBet } from '@sportsbook/betting/quickbet/quick-bet';
import { quickBetStore } from '../quick-bet-store';
import { useQuickBet } from '../use-quick-bet';
import styles from './quick-bet-bar.module.css';

/** Quick-bet texts (the `quickbet` namespace plus the shared place-bet keys), read on the server. */
export type QuickBetMessages = { readonly [key: string]: string | QuickBetMessages };

function text(m: QuickBetMessages, path: string, values: Record<string, string> = {}): string {
  const found = path
    .split('.')
    .reduce<string | QuickBetMessages | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      m,
    );
  const raw = typeof found === 'string' ? found : undefined;
  if (raw === undefined) {
    return path === 'error.place_bets.default' ? path : text(m, 'error.place_bets.default');
  }
  return raw.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A server message key translated, or the server's localized sentence as it came. */
function messageText(m: QuickBetMessages, message: string): string {
  return /^[\w-]+(\.[\w-]+)+$/.test(message) ? text(m, message) : message;
}

// approval only confirms the stake; the potential-win rule is checked at the clicked odds (startQuickBet)
const ANY_ODDS = { odds: Number.MAX_SAFE_INTEGER / 1e8 };

/**
 * Quick bet (spec §3, §4): a switch, the stake and its approval; once approved, one click on a
 * live outcome places a single. Shows PROCESSING, then the placed bet or the error.
 */
export function QuickBetBarView({ messages: m }: { messages: QuickBetMessages }) {
  const { quickBet, account, notice } = useQuickBet();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  if (!account.isLoggedIn) return null;
  const currency = { code: account.currency, subunits: account.subunits };
  const shown = quickBet.stake > 0 ? toMajor(quickBet.stake, currency).replace(/\.?0+$/, '') : '';
  // one way out of a quick bet's result, success or error
  const dismiss = (
    <button
      type="button"
      className={styles.link}
      onClick={() => quickBetStore.update(resetQuickBet)}
    >
      {text(m, 'dismiss')}
    </button>
  );
  return (
    <section className={styles.bar} aria-labelledby={`${id}-title`} data-testid="quick-bet">
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {text(m, 'title')}
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={quickBet.isEnabled}
          aria-labelledby={`${id}-title`}
          className={styles.switch}
          data-testid="quick-bet-toggle"
          onClick={() => quickBetStore.update((q) => toggleQuickBet(q))}
        >
          <span className={styles.knob} aria-hidden="true" />
        </button>
      </div>
      {quickBet.isEnabled ? (
        <div className={styles.body}>
          <p className={styles.hint}>{text(m, 'hint')}</p>
          <div className={styles.row}>
            <label htmlFor={`${id}-stake`} className={styles.label}>
              {text(m, 'stake', { currency: account.currency })}
            </label>
            <input
              id={`${id}-stake`}
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              value={draft ?? shown}
              aria-invalid={invalid}
              data-testid="quick-bet-stake"
              onChange={(e) => {
                setDraft(e.target.value);
                try {
                  const minor =
                    e.target.value.trim() === '' ? 0 : toMinor(e.target.value, currency);
                  setInvalid(false);
                  quickBetStore.update((q) => setQuickBetStake(q, minor));
                } catch {
                  setInvalid(true);
                }
              }}
              onBlur={() => setDraft(null)}
            />
            <button
              type="button"
              className={styles.approve}
              aria-pressed={quickBet.isApproved}
              data-testid="quick-bet-approve"
              onClick={() => {
                const step = approveQuickBet(quickBet, ANY_ODDS);
                if (step.refusal) quickBetStore.setNotice(`refused.${step.refusal.reason}`);
                else quickBetStore.update(() => step.state);
              }}
            >
              {quickBet.isApproved ? text(m, 'approved') : text(m, 'approve')}
            </button>
          </div>
        </div>
      ) : null}
      <div
        aria-live="polite"
        role="status"
        className={styles.status}
        data-testid="quick-bet-status"
        data-state={quickBet.state}
      >
        {notice ? <p className={styles.error}>{messageText(m, notice)}</p> : null}
        {quickBet.state === 'PROCESSING' ? <p>{text(m, 'processing')}</p> : null}
        {quickBet.state === 'SUCCESS' && quickBet.bet ? (
          <p>
            {text(m, 'success', { id: quickBet.bet.betId })} {dismiss}
          </p>
        ) : null}
        {quickBet.state === 'ERROR' && quickBet.error ? (
          <p className={styles.error}>
            {messageText(m, quickBet.error.message)} {dismiss}
          </p>
        ) : null}
      </div>
    </section>
  );
}
