'use client';

import { useId, useState, type ReactNode } from 'react';
import { toMajor, toMinor } from '@sportsbook/betting/money/minor-units';
import { messageTargets } from '@sportsbook/betting/placement/place-bet-error';
import { changeBetType, setSystemType } from '@sportsbook/betting/ticket/bet-type';
import { removeSelection } from '@sportsbook/betting/ticket/construction';
import { cleanUpTicket } from '@sportsbook/betting/ticket/clean-up';
import { providersWithoutMultiSingle, ticketProviders } from '@sportsbook/betting/ticket/options';
import { acceptOddsChanges } from '@sportsbook/betting/ticket/odds-update';
import {
  betBoostedOdds,
  ticketPotentialWin,
  totalOdds,
} from '@sportsbook/betting/ticket/potential-win';
import { setStake, totalStake } from '@sportsbook/betting/ticket/stakes';
import { clearTicket } from '@sportsbook/betting/ticket/state';
import type {
  OddsAcceptMode,
  Selection,
  Ticket,
  TicketBet,
} from '@sportsbook/betting/ticket/types';
import {
  isTicketValid,
  ticketProblems,
  type TicketProblem,
} from '@sportsbook/betting/ticket/validation';
import { getMaxStakes, placeBets } from '@/api/bets';
import { CloseIcon } from '@/ui/icons';
import { placeTicket } from '../place-ticket';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import {
  chosenType,
  passedLimits,
  shownProblems,
  systemOptions,
  typeChoices,
  type PassedLimits,
  type SlipTypeChoice,
} from '../slip-view';
import { shareRequest } from '../shared-bets';
import { stakeWithin } from '../system-lines';
import { ticketStore } from '../ticket-store';
import { useProviderStatuses } from '../use-provider-statuses';
import { useTicket } from '../use-ticket';
import { Receipt } from './receipt';
import { money, selectionTitle } from './slip-text';
import { ShareBet } from './share-bet';
import styles from './slip.module.css';
import { SystemExplainer } from './system-explainer';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const ACCEPT_MODES: readonly OddsAcceptMode[] = ['none', 'higher', 'any'];

function problemText(m: MessageTree, p: TicketProblem, env: SlipEnv): string {
  switch (p.code) {
    case 'system_type_mismatch':
      return text(m, 'problem.system_type_mismatch', { count: p.selectionCount });
    case 'total_mismatch':
      return text(m, 'problem.total_mismatch', { stake: money(p.payableStake, env) });
    case 'max_odds_exceeded':
      return text(m, 'problem.max_odds_exceeded', { odds: env.formatOdds(p.maxTotalOdds) });
    case 'max_payout_exceeded':
      return text(m, 'problem.max_payout_exceeded', { amount: money(p.maxPayout, env) });
    default:
      return text(m, `problem.${p.code}`, {}, 'error.place_bets.default');
  }
}

/** A server message: the key translated when known, the server's own localized text otherwise. */
function serverText(m: MessageTree, message: string): string {
  return /^error\.[\w.]+$/.test(message)
    ? text(m, message, {}, 'error.place_bets.default')
    : message;
}

/** What the live region reads for a ticket state: odds changes and the placement's progress. */
function stateAnnouncement(state: Ticket['state'], m: MessageTree): string {
  if (state === 'ODDS_CHANGED') return text(m, 'oddsChanged');
  if (state === 'PROCESSING') return text(m, 'placing');
  return state === 'ERROR' ? text(m, 'failed') : '';
}

/** The bet slip (spec §2 BET_SLIP, §4 ticket): selections, type, stake, totals, placement. */
export function Slip({ env, messages: m }: { env: SlipEnv; messages: MessageTree }) {
  const ticket = useTicket();
  const [alert, setAnnounce] = useState('');
  const regular = ticket.bets.filter((b) => b.betType !== 'custom_bet');
  const selectionCount = regular.reduce((n, b) => n + b.selections.length, 0);
  const type = chosenType(ticket);
  const providerStatuses = useProviderStatuses();
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
  const valid = isTicketValid(ticket, context);
  const busy = ticket.inProgress;
  const problemsId = useId();

  if (ticket.state === 'SUCCESS') {
    return <Receipt ticket={ticket} env={env} messages={m} />;
  }

  const options = {
    currency: env.currency.code,
    subunits: env.currency.subunits,
    multiSingleAvailableByProvider: env.multiSingleAvailableByProvider,
  };
  const setTicket = (update: (t: Ticket) => Ticket) => ticketStore.setTicket(update);
  const targets = ticket.error ? messageTargets(ticket, ticket.error) : {};
  const messageFor = (selectionId: string) =>
    Object.entries(targets)
      .filter(([, id]) => id === selectionId)
      .map(([betIndex]) => ticket.error?.messagesByBet[betIndex] ?? '');
  const hasUnavailable = ticket.bets.some((b) =>
    b.selections.some((s) => s.isSuspended || s.isNotAvailable || !s.active),
  );
  const place = () =>
    void placeTicket({
      store: ticketStore,
      isLoggedIn: env.isLoggedIn,
      deviceId: env.deviceId,
      place: placeBets,
      newKey,
      askSignIn: env.askSignIn,
      alertGeneral: () => setAnnounce(text(m, 'generalError.description')),
    });

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
          onChoose={(to) => setTicket((t) => changeBetType(t, to, options).ticket)}
        />
      ) : null}
      <ul className={styles.selections} aria-label={text(m, 'count', { count: selectionCount })}>
        {regular.flatMap((bet) =>
          bet.selections.map((s) => (
            <SelectionRow
              key={`${bet.betType}/${s.id}`}
              selection={s}
              providerDown={providerStatuses[s.provider] === 'inactive'}
              env={env}
              messages={m}
              disabled={busy}
              errors={messageFor(s.id).map((msg) => serverText(m, msg))}
              onRemove={() => setTicket((t) => removeSelection(t, s.id))}
              stake={
                type === 'single' && regular.length > 1 ? (
                  <StakeInput
                    bet={bet}
                    betIndex={ticket.bets.indexOf(bet)}
                    env={env}
                    messages={m}
                    label={text(m, 'stakeFor', { name: s.outcomeName })}
                    disabled={busy}
                  />
                ) : null
              }
            />
          )),
        )}
      </ul>
      {ticket.bets.map((bet, betIndex) =>
        bet.betType === 'custom_bet' ? (
          <section
            key={bet.selections.map((s) => s.id).join('|')}
            className={styles.customBet}
            data-testid="slip-custom-bet"
            aria-label={text(m, 'type.custom_bet')}
          >
            <p className={styles.customHead}>
              <span>{text(m, 'type.custom_bet')}</span>
              <span className={styles.odds}>
                {bet.customOdds === undefined ? '–' : env.formatOdds(bet.customOdds)}
              </span>
            </p>
            <ul className={styles.selections}>
              {bet.selections.map((s) => (
                <SelectionRow
                  key={s.id}
                  selection={s}
                  providerDown={providerStatuses[s.provider] === 'inactive'}
                  env={env}
                  messages={m}
                  disabled={busy}
                  errors={messageFor(s.id).map((msg) => serverText(m, msg))}
                  onRemove={() => setTicket((t) => removeSelection(t, s.id))}
                  stake={null}
                />
              ))}
            </ul>
            <StakeInput
              bet={bet}
              betIndex={betIndex}
              env={env}
              messages={m}
              label={text(m, 'stakeFor', { name: text(m, 'type.custom_bet') })}
              disabled={busy}
            />
          </section>
        ) : null,
      )}
      {type === 'system' && regular[0] ? (
        <SystemPicker bet={regular[0]} ticket={ticket} messages={m} disabled={busy} />
      ) : null}
      {problems.length > 0 ? (
        <ul className={styles.problems} data-testid="slip-problems" id={problemsId}>
          {problems.map((p, i) => (
            <li key={i} className={styles.problem}>
              {problemText(m, p, env)}
            </li>
          ))}
        </ul>
      ) : null}
      {ticket.state === 'ODDS_CHANGED' ? (
        <div className={styles.notice} data-testid="odds-changed">
          <p>{text(m, 'oddsChanged')}</p>
          <button
            type="button"
            className={styles.primary}
            onClick={() => setTicket(acceptOddsChanges)}
          >
            {text(m, 'acceptChanges')}
          </button>
        </div>
      ) : null}
      {hasUnavailable ? (
        <button type="button" className={styles.secondary} onClick={() => setTicket(cleanUpTicket)}>
          {text(m, 'removeUnavailable')}
        </button>
      ) : null}
      {ticket.state === 'ERROR' && ticket.error ? (
        <div className={styles.error} role="alert" data-testid="slip-error">
          <strong>{text(m, 'failed')}</strong>
          <p>{serverText(m, ticket.error.message)}</p>
        </div>
      ) : null}
      {!(type === 'single' && regular.length > 1) && regular[0] ? (
        <StakeInput
          bet={regular[0]}
          betIndex={ticket.bets.indexOf(regular[0])}
          env={env}
          messages={m}
          label={text(m, 'stake')}
          disabled={busy}
        />
      ) : null}
      {type === 'system' && regular[0] ? (
        <SystemExplainer bet={regular[0]} env={env} messages={m} />
      ) : null}
      <AcceptModePicker env={env} messages={m} />
      <div className={styles.commit}>
        <Totals ticket={ticket} env={env} messages={m} passed={passedLimits(problems)} />
        {env.isLoggedIn ? (
          <button
            type="submit"
            className={styles.place}
            disabled={busy || !valid || ticket.state === 'ODDS_CHANGED'}
            aria-describedby={problems.length > 0 ? problemsId : undefined}
            data-testid="place-bet"
          >
            {busy
              ? text(m, 'placing')
              : regular.length > 1 && type === 'single'
                ? text(m, 'placeMany', { count: regular.filter((b) => b.stake > 0).length })
                : text(m, 'place')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.place}
            onClick={env.askSignIn}
            data-testid="slip-sign-in"
          >
            {text(m, 'signIn')}
          </button>
        )}
      </div>
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

function TypeSwitch({
  messages: m,
  choices,
  chosen,
  disabled,
  onChoose,
}: {
  messages: MessageTree;
  choices: SlipTypeChoice[];
  chosen: SlipTypeChoice | undefined;
  disabled: boolean;
  onChoose: (type: SlipTypeChoice) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.types} disabled={disabled}>
      <legend className={styles.visuallyHidden}>{text(m, 'type.label')}</legend>
      {choices.map((choice) => (
        <label key={choice} className={styles.type} data-checked={chosen === choice}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={chosen === choice}
            onChange={() => onChoose(choice)}
          />
          <span>{text(m, `type.${choice}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function SelectionRow({
  selection: s,
  providerDown,
  env,
  messages: m,
  disabled,
  errors,
  onRemove,
  stake,
}: {
  selection: Selection;
  /** The provider is inactive (spec §4 provider status): the selection is locked. */
  providerDown: boolean;
  env: SlipEnv;
  messages: MessageTree;
  disabled: boolean;
  errors: string[];
  onRemove: () => void;
  stake: ReactNode;
}) {
  const locked = providerDown || s.isSuspended || s.isNotAvailable || !s.active;
  const move = s.isChanged ? (s.odds > s.acceptedOdds ? 'up' : 'down') : undefined;
  return (
    <li
      className={styles.selection}
      data-testid="slip-selection"
      data-selection-id={s.id}
      data-move={move}
      data-locked={locked || undefined}
    >
      <div className={styles.selectionHead}>
        <span className={styles.outcome}>{s.outcomeName}</span>
        <span className={styles.odds} data-testid="slip-odds">
          {locked
            ? text(m, s.isNotAvailable ? 'unavailable' : 'suspended')
            : env.formatOdds(s.odds)}
          {move ? (
            <span aria-hidden="true" className={styles.arrow}>
              {move === 'up' ? '▲' : '▼'}
            </span>
          ) : null}
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={text(m, 'remove', { name: s.outcomeName })}
          onClick={onRemove}
          disabled={disabled}
        >
          <CloseIcon width={16} height={16} />
        </button>
      </div>
      <p className={styles.market}>{s.marketName}</p>
      <p className={styles.match}>{selectionTitle(s)}</p>
      {move ? (
        <p className={styles.moved} data-move={move}>
          {text(m, 'oddsMoved', {
            from: env.formatOdds(s.acceptedOdds),
            to: env.formatOdds(s.odds),
          })}
        </p>
      ) : null}
      {errors.map((e, i) => (
        <p key={i} className={styles.betError} data-testid="bet-error">
          {e}
        </p>
      ))}
      {stake}
    </li>
  );
}

function SystemPicker({
  bet,
  ticket,
  messages: m,
  disabled,
}: {
  bet: TicketBet;
  ticket: Ticket;
  messages: MessageTree;
  disabled: boolean;
}) {
  const id = useId();
  const betIndex = ticket.bets.indexOf(bet);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{text(m, 'systemType')}</label>
      <select
        id={id}
        className={styles.select}
        value={bet.systemType?.id ?? ''}
        disabled={disabled}
        data-testid="system-type"
        onChange={(e) => ticketStore.setTicket((t) => setSystemType(t, betIndex, e.target.value))}
      >
        {systemOptions(ticket).map(({ type, lines }) => (
          <option key={type.id} value={type.id}>
            {text(m, 'systemOption', { win: type.winCount, total: type.totalCount, lines })}
          </option>
        ))}
      </select>
    </div>
  );
}

function StakeInput({
  bet,
  betIndex,
  env,
  messages: m,
  label,
  disabled,
}: {
  bet: TicketBet;
  betIndex: number;
  env: SlipEnv;
  messages: MessageTree;
  label: string;
  disabled: boolean;
}) {
  const id = useId();
  const shown = bet.stake > 0 ? toMajor(bet.stake, env.currency) : '';
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const value = draft ?? trimZeros(shown);
  const commit = (input: string, source: 'stake' | 'preset') => {
    if (input.trim() === '') {
      setInvalid(false);
      ticketStore.setTicket((t) => setStake(t, betIndex, 0, source));
      return;
    }
    try {
      const minor = toMinor(input, env.currency);
      setInvalid(false);
      ticketStore.setTicket((t) => setStake(t, betIndex, minor, source));
    } catch {
      setInvalid(true);
    }
  };
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {label} ({env.currency.code})
      </label>
      <input
        id={id}
        className={styles.stakeInput}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        data-testid="stake-input"
        onChange={(e) => {
          setDraft(e.target.value);
          commit(e.target.value, 'stake');
        }}
        onBlur={() => setDraft(null)}
      />
      {invalid ? (
        <p id={`${id}-error`} className={styles.betError}>
          {text(m, 'stakeInvalid', { digits: Math.round(Math.log10(env.currency.subunits)) })}
        </p>
      ) : null}
      {env.stakePresets.length > 0 || env.isLoggedIn ? (
        <div className={styles.presets} role="group" aria-label={text(m, 'presets')}>
          {env.stakePresets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              disabled={disabled}
              onClick={() => {
                setDraft(null);
                commit(String(preset), 'preset');
              }}
            >
              {preset}
            </button>
          ))}
          {env.isLoggedIn ? (
            <button
              type="button"
              className={styles.preset}
              disabled={disabled}
              data-testid="max-stake"
              onClick={() => {
                setDraft(null);
                void getMaxStakes(shareRequest(ticketStore.getTicket())).then(
                  (limits) => {
                    const limit = limits[betIndex];
                    if (!limit) return;
                    ticketStore.setTicket((t) => {
                      const current = t.bets[betIndex];
                      return current
                        ? setStake(t, betIndex, stakeWithin(current, limit.max_stake), 'stake')
                        : t;
                    });
                  },
                  // no limit answer: the stake stays as typed
                  () => undefined,
                );
              }}
            >
              {text(m, 'max')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function trimZeros(major: string): string {
  return major.includes('.') ? major.replace(/\.?0+$/, '') : major;
}

/** Totals of the slip; a limit a bet passes is shown under the value it limits. */
function Totals({
  ticket,
  env,
  messages: m,
  passed,
}: {
  ticket: Ticket;
  env: SlipEnv;
  messages: MessageTree;
  passed: PassedLimits;
}) {
  const one = ticket.bets.length === 1 ? ticket.bets[0] : undefined;
  const bonus = one?.bonusOdds;
  return (
    <dl className={styles.totals} data-testid="slip-totals">
      {one ? (
        <div data-over-limit={passed.maxTotalOdds !== undefined || undefined}>
          <dt>{text(m, 'totalOdds')}</dt>
          {/* the real product: never capped (spec §5 caps offered prices only) */}
          <dd data-testid="total-odds">{env.formatOdds(totalOdds(one))}</dd>
        </div>
      ) : null}
      {passed.maxTotalOdds !== undefined ? (
        <div className={styles.limit} data-testid="max-total-odds">
          <dt>{text(m, 'maxTotalOdds')}</dt>
          <dd>{env.formatOdds(passed.maxTotalOdds)}</dd>
        </div>
      ) : null}
      {one && bonus !== undefined ? (
        <div>
          <dt>{text(m, 'bonusOdds')}</dt>
          <dd>{env.formatOdds(betBoostedOdds(one))}</dd>
        </div>
      ) : null}
      <div>
        <dt>{text(m, 'totalStake')}</dt>
        <dd data-testid="total-stake">{money(totalStake(ticket), env)}</dd>
      </div>
      <div className={styles.win} data-over-limit={passed.maxPayout !== undefined || undefined}>
        <dt>{text(m, 'potentialWin')}</dt>
        <dd data-testid="potential-win">{money(ticketPotentialWin(ticket), env)}</dd>
      </div>
      {passed.maxPayout !== undefined ? (
        <div className={styles.limit} data-testid="max-payout">
          <dt>{text(m, 'maxPayout')}</dt>
          <dd>{money(passed.maxPayout, env)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function AcceptModePicker({ env, messages: m }: { env: SlipEnv; messages: MessageTree }) {
  const id = useId();
  if (!env.isLoggedIn) return null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{text(m, 'acceptMode.label')}</label>
      <select
        id={id}
        className={styles.select}
        value={env.acceptMode}
        onChange={(e) => env.setAcceptMode(e.target.value as OddsAcceptMode)}
      >
        {ACCEPT_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {text(m, `acceptMode.${mode}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
