'use client';

import { Suspense, useId, useState } from 'react';
import { changeBetType } from '@sportsbook/betting/ticket/bet-type';
import { providersWithoutMultiSingle, ticketProviders } from '@sportsbook/betting/ticket/options';
import { clearTicket } from '@sportsbook/betting/ticket/state';
import { isTicketValid, ticketProblems } from '@sportsbook/betting/ticket/validation';
import { placeBets } from '@/api/bets';
import { showToast } from '@/ui/toast';
import { placeTicket } from '../place-ticket';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { chosenType, shownProblems, typeChoices } from '../slip-view';
import { ticketStore } from '../ticket-store';
import { useProviderStatuses } from '../use-provider-statuses';
import { useTicket } from '../use-ticket';
import { Receipt } from './receipt';
import { CustomBets, RegularSelections } from './selection-list';
import { ShareBet } from './share-bet';
import { SlipCommit } from './slip-commit';
import { SlipNotices } from './slip-notices';
import { AcceptModePicker, SystemPicker } from './slip-pickers';
import { stateAnnouncement } from './slip-status-text';
import styles from './slip.module.css';
import { StakeInput } from './stake-input';
import { SystemExplainer } from './system-explainer';
import { TypeSwitch } from './type-switch';
import { WinInput } from './win-input';
import { lazyChunk } from '@/lib/lazy-chunk';

// the bonus picker and its POST /bonuses load only for a signed-in player with a slip
const SlipBonuses = lazyChunk(() => import('../bonuses/slip-bonuses'));

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The bet slip (spec §2 BET_SLIP, §4 ticket): selections, type, stake, totals, placement. */
export function Slip({ env, messages: m }: { env: SlipEnv; messages: MessageTree }) {
  const ticket = useTicket();
  const [alert, setAnnounce] = useState('');
  const providerStatuses = useProviderStatuses();
  const problemsId = useId();

  if (ticket.state === 'SUCCESS') {
    return <Receipt ticket={ticket} env={env} messages={m} />;
  }

  const regular = ticket.bets.filter((b) => b.betType !== 'custom_bet');
  const selectionCount = regular.reduce((n, b) => n + b.selections.length, 0);
  const type = chosenType(ticket);
  const context = {
    multiSingleAvailableByProvider: env.multiSingleAvailableByProvider,
    providerStatuses,
    ...(env.betLimits ? { limits: env.betLimits } : {}),
  };
  const choices = typeChoices(
    selectionCount,
    providersWithoutMultiSingle(ticketProviders(ticket), env.multiSingleAvailableByProvider)
      .length === 0,
  );
  const problems = shownProblems(ticketProblems(ticket, context));
  const busy = ticket.inProgress;
  const options = {
    currency: env.currency.code,
    subunits: env.currency.subunits,
    multiSingleAvailableByProvider: env.multiSingleAvailableByProvider,
  };
  const place = () =>
    void placeTicket({
      store: ticketStore,
      isLoggedIn: env.isLoggedIn,
      deviceId: env.deviceId,
      place: placeBets,
      newKey,
      askSignIn: env.askSignIn,
      // issue 17: a placement that got no answer shows a visible alert, not only the live region
      alertGeneral: () => {
        setAnnounce(text(m, 'generalError.description'));
        showToast({
          type: 'error',
          title: text(m, 'generalError.title'),
          description: text(m, 'generalError.description'),
          // a second failed try updates this alert instead of stacking another (spec §4)
          key: 'bet-placement',
        });
      },
    });
  const list = { ticket, env, messages: m, providerStatuses, busy };
  const checked = { ticket, problems, problemsId };
  // one stake for the slip unless it is several singles (each row has its own then)
  const mainBet = !(type === 'single' && regular.length > 1) ? regular[0] : undefined;
  const systemBet = type === 'system' ? regular[0] : undefined;

  return (
    <form
      className={styles.slip}
      data-testid="bet-slip"
      data-state={ticket.state}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        place();
      }}
    >
      <p className={styles.visuallyHidden} aria-live="polite" role="status">
        {stateAnnouncement(ticket.state, m) || alert}
      </p>
      {selectionCount > 1 ? (
        <TypeSwitch
          messages={m}
          choices={choices}
          chosen={type}
          disabled={busy}
          onChoose={(to) => ticketStore.setTicket((t) => changeBetType(t, to, options).ticket)}
        />
      ) : null}
      <RegularSelections {...list} regular={regular} type={type} selectionCount={selectionCount} />
      <CustomBets {...list} />
      {systemBet ? (
        <SystemPicker bet={systemBet} ticket={ticket} messages={m} disabled={busy} />
      ) : null}
      {env.bonuses && ticket.bets.length > 0 ? (
        <Suspense fallback={null}>
          <SlipBonuses ticket={ticket} env={env} rules={env.bonuses} messages={m} />
        </Suspense>
      ) : null}
      <SlipNotices {...checked} env={env} messages={m} />
      {mainBet ? (
        <StakeInput
          bet={mainBet}
          betIndex={ticket.bets.indexOf(mainBet)}
          env={env}
          messages={m}
          label={text(m, 'stake')}
          disabled={busy}
        />
      ) : null}
      {mainBet && mainBet.freebetStake === undefined && env.potentialWinVisible !== false ? (
        <WinInput
          bet={mainBet}
          betIndex={ticket.bets.indexOf(mainBet)}
          env={env}
          messages={m}
          disabled={busy}
        />
      ) : null}
      {systemBet ? <SystemExplainer bet={systemBet} env={env} messages={m} /> : null}
      <AcceptModePicker env={env} messages={m} />
      <SlipCommit
        {...checked}
        env={env}
        messages={m}
        regular={regular}
        type={type}
        valid={isTicketValid(ticket, context)}
      />
      <div className={styles.footer}>
        <ShareBet ticket={ticket} env={env} messages={m} />
        <button
          type="button"
          className={styles.link}
          disabled={busy}
          onClick={() => ticketStore.setTicket(clearTicket())}
        >
          {text(m, 'clear')}
        </button>
      </div>
    </form>
  );
}
