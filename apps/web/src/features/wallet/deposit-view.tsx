'use client';

import { outOfLimitText } from '@/api/limits';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  createDeposit,
  currenciesQueryOptions,
  depositSettingsQueryOptions,
  type Deposit,
  type DepositLimit,
} from '@/api/wallet';
import buttonStyles from '@/ui/button.module.css';
import { SignInPrompt } from '@/ui/sign-in-prompt';
import { Skeleton } from '@/ui/skeleton';
import { showToast } from '@/ui/toast';
import { replaceUrl } from '@/ui/replace-url';
import type { DepositLabels } from './deposit-labels';
import { fill } from '@/i18n/fill';
import {
  amountProblemOf,
  isPaymentsUnavailable,
  readDepositAmount,
  type AmountProblem,
} from './deposit-amount';
import { walletMoney } from './money';
import {
  buildReturnUrls,
  parsePaymentReturn,
  PAYMENT_RETURN_MESSAGE,
  PAYMENT_TOAST_TYPE,
  providerFrameUrl,
  withoutPaymentReturn,
  type PaymentResult,
} from './payment-return';
import { QuickDeposit } from './quick-deposit';
import { quickDepositOffered } from './quick-deposit-result';
import type { WalletSession } from './wallet-types';
import styles from './wallet.module.css';

function showPaymentToast(result: PaymentResult, labels: DepositLabels) {
  // a pending payment's later outcome updates the same toast (spec §4: added, updated, removed)
  showToast({ type: PAYMENT_TOAST_TYPE[result], ...labels.payment[result], key: 'payment' });
}

const inFrame = () => typeof window !== 'undefined' && window.self !== window.top;

/**
 * `/profile/wallet/deposit` (spec §2, §5): amount and currency, then the provider's page in an
 * iframe (the iframe deposit); the provider's return (`?payment=`) shows an alert and is cleaned
 * from the URL. Players of the test-payment group also get quick deposit (spec §6).
 */
export function DepositView({
  session,
  locale,
  depositPath,
  labels,
  onSignIn,
  quickDepositEnabled,
  inModal = false,
}: {
  session: WalletSession;
  /** Shown in the iframe deposit modal (spec §2): the page's own URL is not the provider's return. */
  inModal?: boolean;
  /** Site feature flag quick_deposit (spec §6): off hides quick deposit for everyone. */
  quickDepositEnabled: boolean;
  locale: string;
  /** This page's path in the current locale (the provider's return target). */
  depositPath: string;
  labels: DepositLabels;
  onSignIn: () => void;
}) {
  const [deposit, setDeposit] = useState<Deposit | null>(null);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const settings = useQuery(depositSettingsQueryOptions(locale));
  const frame = useRef<HTMLIFrameElement>(null);
  const demoTitleId = useId();

  // the provider sent the bettor back here: alert once, then drop the parameter
  useEffect(() => {
    if (inModal) return;
    const result = parsePaymentReturn(window.location.search);
    if (!result) return;
    if (inFrame()) {
      // a return page loaded inside the deposit iframe: the page around it shows the alert
      window.parent.postMessage({ type: PAYMENT_RETURN_MESSAGE, result }, window.location.origin);
      return;
    }
    showPaymentToast(result, labels);
    const { pathname, search, hash } = window.location;
    replaceUrl(withoutPaymentReturn(pathname + search + hash));
  }, [labels, inModal]);

  // the return page inside the iframe reports the outcome: alert here and close the iframe
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      // only this view's frame: the deposit page and the deposit modal may both be mounted
      if (frame.current && event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown; result?: unknown } | null;
      if (data?.type !== PAYMENT_RETURN_MESSAGE) return;
      const result = parsePaymentReturn(`payment=${String(data.result)}`);
      if (!result) return;
      showPaymentToast(result, labels);
      setDeposit(null);
      setFrameUrl(null);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [labels]);

  return (
    <>
      {settings.data?.demoPayments ? (
        <section className={styles.note} role="note" aria-labelledby={demoTitleId}>
          <h2 id={demoTitleId} className={styles.noteTitle}>
            {labels.demoTitle}
          </h2>
          <p>{labels.demoNote}</p>
        </section>
      ) : null}
      {depositContent()}
    </>
  );

  function depositContent() {
    if (session.state === 'loading') {
      return (
        <div className={styles.panel} aria-busy="true">
          <span className="visually-hidden">{labels.loading}</span>
          <Skeleton inlineSize="40%" />
          <Skeleton inlineSize="100%" blockSize="44px" radius="md" />
          <Skeleton inlineSize="100%" blockSize="44px" radius="md" />
        </div>
      );
    }
    if (session.state === 'anonymous') {
      return (
        <SignInPrompt
          title={labels.signIn.title}
          text={labels.signIn.text}
          button={labels.signIn.button}
          onSignIn={onSignIn}
        />
      );
    }
    if (session.accounts.length === 0) {
      return <p className={styles.problem}>{labels.noAccount}</p>;
    }
    if (settings.data?.depositsEnabled === false) {
      return <p className={styles.problem}>{labels.unavailable}</p>;
    }
    if (deposit && frameUrl) {
      return (
        <div className={styles.framePanel}>
          <iframe
            ref={frame}
            className={styles.frame}
            src={frameUrl}
            title={labels.provider}
            data-testid="deposit-frame"
          />
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={() => {
              setDeposit(null);
              setFrameUrl(null);
            }}
          >
            {labels.another}
          </button>
        </div>
      );
    }
    return (
      <DepositForm
        accounts={session.accounts}
        quickDepositAllowed={quickDepositOffered(quickDepositEnabled, session.quickDepositAllowed)}
        limits={settings.data?.limits ?? {}}
        locale={locale}
        depositPath={depositPath}
        labels={labels}
        onStarted={(started) => {
          setDeposit(started);
          setFrameUrl(providerFrameUrl(started.url, window.location.search));
        }}
      />
    );
  }
}

function DepositForm({
  accounts,
  quickDepositAllowed,
  limits,
  locale,
  depositPath,
  labels,
  onStarted,
}: {
  accounts: Extract<WalletSession, { state: 'player' }>['accounts'];
  quickDepositAllowed: boolean;
  /** Deposit bounds by currency code (GET /system). */
  limits: Readonly<Record<string, DepositLimit>>;
  locale: string;
  depositPath: string;
  labels: DepositLabels;
  onStarted: (deposit: Deposit) => void;
}) {
  const id = useId();
  const active = accounts.find((a) => a.active) ?? accounts[0];
  const [currencyCode, setCurrencyCode] = useState(active?.currency ?? '');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const currencies = useQuery(currenciesQueryOptions(locale));
  const currency = currencies.data?.find((c) => c.code === currencyCode);
  const account = accounts.find((a) => a.currency === currencyCode);
  const limit = limits[currencyCode];
  const start = useMutation({
    mutationFn: createDeposit,
    onSuccess: onStarted,
    // the server checks the bounds again: its refusal marks the field like ours
    onError: (error) => setProblem(amountProblemOf(error)),
  });
  const money = (minor: number) => walletMoney(minor, currencyCode, currencies.data, locale);

  /** The typed amount in minor units, or null (and the field marked) when it cannot go. */
  const readAmount = (): number | null => {
    if (!currency) return null;
    const reading = readDepositAmount(amount, currency, limit);
    if ('minor' in reading) {
      setProblem(null);
      return reading.minor;
    }
    setProblem(reading.problem);
    return null;
  };

  const problemText = (which: AmountProblem): string => {
    if (which === 'tooSmall' && limit) return fill(labels.tooSmall, { min: money(limit.min) });
    if (which === 'tooLarge' && limit) return fill(labels.tooLarge, { max: money(limit.max) });
    return fill(labels.invalidAmount, { currency: currencyCode });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const minor = readAmount();
    if (minor === null) return;
    start.mutate({
      amount: minor,
      currency: currencyCode,
      returnUrls: buildReturnUrls(depositPath, window.location.search),
      locale,
    });
  };

  const errorId = `${id}-error`;
  const boundsId = `${id}-bounds`;
  const describedBy = [limit ? boundsId : null, problem ? errorId : null].filter(Boolean);
  return (
    <div className={styles.columns}>
      <form className={styles.panel} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-currency`}>{labels.currency}</label>
          <select
            id={`${id}-currency`}
            value={currencyCode}
            onChange={(event) => setCurrencyCode(event.target.value)}
          >
            {accounts.map((a) => (
              <option key={a.currency} value={a.currency}>
                {a.currency}
              </option>
            ))}
          </select>
        </div>
        {account ? (
          <p className={styles.balance}>
            <span>{labels.balance}</span>
            <strong data-testid="deposit-balance">
              {walletMoney(account.balance, account.currency, currencies.data, locale)}
            </strong>
          </p>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={`${id}-amount`}>{labels.amount}</label>
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
            onChange={(event) => {
              setAmount(event.target.value);
              setProblem(null);
            }}
          />
          {limit ? (
            <p id={boundsId} className={styles.hint} data-testid="deposit-bounds">
              {fill(labels.bounds, { min: money(limit.min), max: money(limit.max) })}
            </p>
          ) : null}
          {problem ? (
            <p id={errorId} className={styles.fieldError}>
              {problemText(problem)}
            </p>
          ) : null}
        </div>
        {start.isError && !problem ? (
          <p role="alert" className={styles.fieldError}>
            {/* spec §3 deposit limit: the server's own text names the limit and what is left */}
            {outOfLimitText(start.error) ??
              (isPaymentsUnavailable(start.error) ? labels.unavailable : labels.failed)}
          </p>
        ) : null}
        <button
          type="submit"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          disabled={start.isPending || !currency}
        >
          {start.isPending ? labels.starting : labels.submit}
        </button>
      </form>
      {quickDepositAllowed && currency ? (
        <QuickDeposit
          currency={currency}
          limit={limit}
          locale={locale}
          labels={labels.quickDeposit}
          readTypedAmount={readAmount}
        />
      ) : null}
    </div>
  );
}
