'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { formatMoney } from '@/i18n/ltr';
import type { SportsbookSession } from '@/api/limits';
import { currenciesQueryOptions } from '@/api/wallet';
import { fill } from '@/i18n/fill';
import buttonStyles from '@/ui/button.module.css';
import { Modal } from '@/ui/modal';
import type { LimitModalLabels } from './labels';
import styles from './limits.module.css';

/** The modal a limit opens (spec §2): the reality check, activity limit, out of session. */
export type LimitModal =
  | { kind: 'realityCheck'; session: SportsbookSession }
  | { kind: 'activity' }
  | { kind: 'outOfSession' };

export function LimitModals({
  modal,
  labels,
  locale,
  historyHref,
  onContinue,
  onSignOut,
  onClose,
}: {
  modal: LimitModal;
  labels: LimitModalLabels;
  locale: string;
  historyHref: string;
  onContinue: () => void;
  onSignOut: () => void;
  onClose: () => void;
}) {
  if (modal.kind !== 'realityCheck') {
    const text = modal.kind === 'activity' ? labels.activity : labels.outOfSession;
    return (
      <Modal title={text.title} closeLabel={labels.close} onClose={onClose}>
        <div className={styles.modalBody} data-testid={`limit-modal-${modal.kind}`}>
          <p>{text.body}</p>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            onClick={onClose}
          >
            {labels.ok}
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <RealityCheck
      session={modal.session}
      labels={labels}
      locale={locale}
      historyHref={historyHref}
      onContinue={onContinue}
      onSignOut={onSignOut}
    />
  );
}

function RealityCheck({
  session,
  labels,
  locale,
  historyHref,
  onContinue,
  onSignOut,
}: {
  session: SportsbookSession;
  labels: LimitModalLabels;
  locale: string;
  historyHref: string;
  onContinue: () => void;
  onSignOut: () => void;
}) {
  const currencies = useQuery(currenciesQueryOptions(locale));
  const currency = currencies.data?.find((c) => c.code === session.currency);
  const money = (minor: number) =>
    currency ? formatMoney(minor, currency, locale) : `${minor} ${session.currency}`;
  const minutes = Math.floor(session.timePlayedS / 60);
  const t = labels.realityCheck;
  // closing it is choosing to play on: the session goes on and the next check is counted from now
  return (
    <Modal title={t.title} closeLabel={labels.close} onClose={onContinue}>
      <div className={styles.modalBody} data-testid="limit-modal-realityCheck">
        <p>{t.intro}</p>
        <dl className={styles.summary}>
          <dt>{t.timePlayed}</dt>
          <dd>{fill(t.duration, { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</dd>
          <dt>{t.stakes}</dt>
          <dd>{money(session.stakes)}</dd>
          <dt>{t.wins}</dt>
          <dd>{money(session.wins)}</dd>
          <dt>{t.net}</dt>
          <dd data-testid="reality-net">{money(session.netResult)}</dd>
        </dl>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            onClick={onContinue}
          >
            {t.continue}
          </button>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={onSignOut}
          >
            {t.signOut}
          </button>
          <Link
            href={historyHref}
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={onContinue}
          >
            {t.history}
          </Link>
        </div>
      </div>
    </Modal>
  );
}
