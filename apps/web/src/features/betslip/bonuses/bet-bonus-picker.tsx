'use client';

import { useId } from 'react';
import { isFreebetBonusType } from '@sportsbook/betting/bonus/bet-bonus';
import { comboboostBonus } from '@sportsbook/betting/bonus/comboboost';
import { comboboostHint } from '@sportsbook/betting/bonus/comboboost-hint';
import { potentialPayout } from '@sportsbook/betting/bonus/potential-payout';
import {
  chooseBonus,
  freebetChoices,
  removeBetBonus,
  type BonusChoice,
  type SlipBonusContext,
} from '@sportsbook/betting/bonus/ticket-bonuses';
import { betBoostedOdds } from '@sportsbook/betting/ticket/potential-win';
import type { Ticket } from '@sportsbook/betting/ticket/types';
import type { OfferedBonuses } from '@/api/bet-bonuses';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { ticketStore } from '../ticket-store';
import { money } from '../components/slip-text';
import { freebetProblemText, freebetText, hintText, percentText } from './bonus-text';
import { acceptBonus, declineBonus } from './declined';
import styles from './bonuses.module.css';

const FARMING_KINDS = ['hunting', 'tournament'] as const;

/**
 * The bonuses of one bet (spec §3 availableBonuses, §4 bonus selection): hunting and tournament
 * switches, the comboboost switch with its odds, the freebet choice, the comboboost hint, and the
 * odds and potential win with the chosen bonus. One bonus per bet: a choice replaces the other.
 */
export function BetBonusPicker({
  ticket,
  betIndex,
  offered,
  context,
  env,
  messages: m,
  title,
  disabled,
}: {
  ticket: Ticket;
  betIndex: number;
  offered: OfferedBonuses;
  context: SlipBonusContext;
  env: SlipEnv;
  messages: MessageTree;
  title: string;
  disabled: boolean;
}) {
  const id = useId();
  const bet = ticket.bets[betIndex];
  if (!bet) return null;
  const carried = bet.bonus;
  const carriesFreebet = carried !== undefined && isFreebetBonusType(carried.type);
  const farming = FARMING_KINDS.flatMap((kind) => {
    const bonus = offered[kind];
    return bonus ? [{ kind, bonus }] : [];
  });
  const boost = offered.comboboost && comboboostBonus(offered.comboboost, bet, context);
  const hint = offered.comboboost && comboboostHint(offered.comboboost, bet, context);
  const freebets = freebetChoices(ticket, betIndex, offered, context.multiActiveFreebets);
  if (farming.length === 0 && !boost && !hint && freebets.length === 0) return null;

  const choose = (choice: BonusChoice, bonusId: string) => {
    acceptBonus(bonusId);
    ticketStore.setTicket((t) => chooseBonus(t, betIndex, choice, offered, context));
  };
  const remove = (bonusId: string) => {
    declineBonus(bonusId);
    ticketStore.setTicket((t) => removeBetBonus(t, betIndex));
  };
  const toggle = (choice: BonusChoice, bonusId: string) => (on: boolean) =>
    on ? choose(choice, bonusId) : remove(bonusId);

  return (
    <fieldset className={styles.bonuses} data-testid="bet-bonuses" disabled={disabled}>
      <legend>{title}</legend>
      {farming.map(({ kind, bonus }) => (
        <Switch
          key={kind}
          testId={`bonus-${kind}`}
          checked={carried?.type === kind && carried.id === bonus.id}
          onChange={toggle({ kind }, bonus.id)}
          label={text(m, 'bonus.farming', {
            kind: text(m, `bonus.kind.${kind}`),
            name: bonus.name,
          })}
        />
      ))}
      {boost && offered.comboboost ? (
        <Switch
          testId="bonus-comboboost"
          checked={carried?.type === 'comboboost'}
          onChange={toggle({ kind: 'comboboost' }, boost.id)}
          label={text(m, 'bonus.comboboost', {
            odds: env.formatOdds(boost.odds ?? 1),
            percent: percentText(boost.odds ?? 1, env.locale),
          })}
        />
      ) : null}
      {hint ? (
        <p className={styles.hint} data-testid="comboboost-hint">
          {hintText(m, hint, env)}
        </p>
      ) : null}
      {freebets.length > 0 ? (
        <fieldset className={styles.freebets} data-testid="freebet-choice">
          <legend>{text(m, 'bonus.freebet')}</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name={`${id}-freebet`}
              checked={!carriesFreebet}
              onChange={() => carried && carriesFreebet && remove(carried.id)}
            />
            <span>{text(m, 'bonus.noFreebet')}</span>
          </label>
          {freebets.map(({ freebet, problems }) => (
            <label key={freebet.id} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-freebet`}
                value={freebet.id}
                data-testid="bonus-freebet"
                checked={carriesFreebet && carried.id === freebet.id}
                disabled={problems.length > 0}
                onChange={() => choose({ kind: 'freebet', id: freebet.id }, freebet.id)}
              />
              <span className={styles.choiceText}>
                <span>{freebetText(m, freebet, env)}</span>
                {problems.length > 0 ? (
                  <span className={styles.why}>
                    {problems.map((p) => freebetProblemText(m, p, freebet, env)).join(' · ')}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {carriesFreebet ? (
        <p className={styles.note} data-testid="freebet-stake-note">
          {text(m, 'bonus.freebetStake', { amount: money(bet.stake, env) })}
        </p>
      ) : null}
      {bet.bonusOdds !== undefined || carriesFreebet ? (
        <dl className={styles.figures}>
          {bet.bonusOdds !== undefined ? (
            <div>
              <dt>{text(m, 'bonus.boostedOdds')}</dt>
              <dd data-testid="bet-boosted-odds">{env.formatOdds(betBoostedOdds(bet))}</dd>
            </div>
          ) : null}
          <div>
            <dt>{text(m, 'bonus.payout')}</dt>
            <dd data-testid="bonus-payout">{money(potentialPayout(bet), env)}</dd>
          </div>
        </dl>
      ) : null}
    </fieldset>
  );
}

function Switch({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  return (
    <label className={styles.choice}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        data-testid={testId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
