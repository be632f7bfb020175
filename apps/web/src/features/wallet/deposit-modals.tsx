'use client';

import { useQuery } from '@tanstack/react-query';
import { currenciesQueryOptions, depositSettingsQueryOptions } from '@/api/wallet';
import {
  openDepositModal,
  type DepositModalKind,
  type DepositModalRequest,
} from '@/session/deposit-request';
import buttonStyles from '@/ui/button.module.css';
import { Modal } from '@/ui/modal';
import { SignInPrompt } from '@/ui/sign-in-prompt';
import { Skeleton } from '@/ui/skeleton';
import type { DepositLabels } from './deposit-labels';
import { DepositView } from './deposit-view';
import { QuickDeposit } from './quick-deposit';
import { quickDepositOffered } from './quick-deposit-result';
import type { WalletSession } from './wallet-types';
import styles from './wallet.module.css';

export interface DepositModalsProps {
  request: DepositModalRequest;
  /** False while the exit transition plays (spec §9 modal exit). */
  open: boolean;
  session: WalletSession;
  locale: string;
  /** Site feature flag quick_deposit (spec §6). */
  quickDepositEnabled: boolean;
  /** The deposit page's path in the locale: the provider's return target. */
  depositPath: string;
  labels: DepositLabels;
  onSignIn: () => void;
  onClose: () => void;
}

/** Which modal a request shows: `auto` is quick deposit where the player may use it (spec §6). */
export function depositModalOf(
  kind: DepositModalKind,
  quickDepositEnabled: boolean,
  session: WalletSession,
): 'iframe' | 'quick' {
  const quick =
    session.state === 'player' &&
    quickDepositOffered(quickDepositEnabled, session.quickDepositAllowed);
  if (kind === 'auto') return quick ? 'quick' : 'iframe';
  // quick deposit is refused to a player outside the group: the iframe deposit serves everyone
  return kind === 'quick' && !quick && session.state === 'player' ? 'iframe' : kind;
}

/**
 * The iframe deposit and quick deposit modals (spec §2 "Modals (opened by events)"). The iframe
 * deposit is kept alive: another modal over it hides it and the provider's page keeps its state.
 */
export function DepositModals(props: DepositModalsProps) {
  const { request, open, session, quickDepositEnabled, labels, onClose } = props;
  const which = depositModalOf(request.kind, quickDepositEnabled, session);
  if (which === 'quick') {
    return (
      <Modal
        key="quick"
        title={labels.title}
        closeLabel={labels.close}
        onClose={onClose}
        open={open}
      >
        <div data-testid="quick-deposit-modal">
          <QuickDepositBody {...props} />
        </div>
      </Modal>
    );
  }
  return (
    <Modal
      key="iframe"
      title={labels.title}
      closeLabel={labels.close}
      onClose={onClose}
      open={open}
      keepAlive
      wide
    >
      <div data-testid="deposit-modal" className={styles.modalBody}>
        <DepositView
          session={session}
          locale={props.locale}
          depositPath={props.depositPath}
          labels={labels}
          onSignIn={props.onSignIn}
          quickDepositEnabled={false}
          inModal
        />
      </div>
    </Modal>
  );
}

function QuickDepositBody({ session, locale, labels, onSignIn }: DepositModalsProps) {
  const currencies = useQuery(currenciesQueryOptions(locale));
  const settings = useQuery(depositSettingsQueryOptions(locale));
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
  const active =
    session.state === 'player'
      ? (session.accounts.find((a) => a.active) ?? session.accounts[0])
      : undefined;
  const currency = currencies.data?.find((c) => c.code === active?.currency);
  return (
    <div className={styles.modalBody}>
      {currency ? (
        <QuickDeposit
          currency={currency}
          limit={settings.data?.limits[currency.code]}
          locale={locale}
          labels={labels.quickDeposit}
        />
      ) : (
        <div className={styles.panel} aria-busy="true">
          <span className="visually-hidden">{labels.loading}</span>
          <Skeleton inlineSize="100%" blockSize="44px" radius="md" />
        </div>
      )}
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.moreMethods}`}
        onClick={() => openDepositModal('iframe', 'modal')}
      >
        {labels.moreMethods}
      </button>
    </div>
  );
}
