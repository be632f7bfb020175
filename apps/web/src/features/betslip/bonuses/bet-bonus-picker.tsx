'use client';

import { useId } from 'react';
import { isFreebetBonusType } from '@sportsbook/betting/bonus/bet-bonus';
import {
  betBonusOptions,
  defaultableBonusIds,
  isCarried,
  optionChoice,
  type BetBonusOption,
} from '@sportsbook/betting/bonus/bonus-options';
import { comboboostHint } from '@sportsbook/betting/bonus/comboboost-hint';
import { potentialPayout } from '@sportsbook/betting/bonus/potential-payout';
import {
  chooseBonus,
  removeBetBonus,
  type SlipBonusContext,
} from '@sportsbook/betting/bonus/ticket-bonuses';
import { betBoostedOdds } from '@sportsbook/betting/ticket/potential-win';
import type { Ticket } from '@sportsbook/betting/ticket/types';
import type { OfferedBonuses, OfferedFarmingBonus, OfferedFreebet } from '@/api/bet-bonuses';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { ticketStore } from '../ticket-store';
import { money } from '../components/slip-text';
import { freebetProblemText, freebetText, hintText, percentText } from './bonus-text';
import { acceptBonus, declineBonus } from './declined';
import styles from './bonuses.module.css';

type Option = BetBonusOption<OfferedFreebet, OfferedFarmingBonus>;

/**
 * The bonuses of one bet (spec §3 availableBonuses, §4 bonus selection): a bet carries one bonus,
 * so its choices are one radio group (hunting, tournament, comboboost, the freebets, no bonus),
 * then the comboboost hint and the odds and potential win with the chosen bonus. Which choices
 * there are, and in which order, is packages/betting's (bonus-options).
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
  const name = `${useId()}-bonus`;
  const bet = ticket.bets[betIndex];
  if (!bet) return null;
  const carried = bet.bonus;
  const carriesFreebet = carried !== undefined && isFreebetBonusType(carried.type);
  const options = betBonusOptions(ticket, betIndex, offered, context);
  const hint = offered.comboboost && comboboostHint(offered.comboboost, bet, context);
  if (options.length === 0 && !hint) return null;

  const choose = (option: Option) => {
    acceptBonus(option.id);
    ticketStore.setTicket((t) => chooseBonus(t, betIndex, optionChoice(option), offered, context));
  };
  // no bonus: none of the defaults (spec §4) comes back in its place
  const clear = () => {
    for (const id of defaultableBonusIds(offered)) declineBonus(id);
    ticketStore.setTicket((t) => removeBetBonus(t, betIndex));
  };

  return (
    <fieldset className={styles.bonuses} data-testid="bet-bonuses" disabled={disabled}>
      <legend>{title}</legend>
      {options.map((option) => (
        <label key={`${option.kind}-${option.id}`} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={`${option.kind}-${option.id}`}
            data-testid={`bonus-${option.kind}`}
            checked={isCarried(bet, option)}
            disabled={option.problems.length > 0}
            onChange={() => choose(option)}
          />
          <OptionText option={option} env={env} messages={m} />
        </label>
      ))}
      {options.length > 0 ? (
        <label className={styles.choice}>
          <input
            type="radio"
            name={name}
            value=""
            data-testid="bonus-none"
            checked={carried === undefined}
            onChange={clear}
          />
          <span>{text(m, 'bonus.none')}</span>
        </label>
      ) : null}
      {hint ? (
        <p className={styles.hint} data-testid="comboboost-hint">
          {hintText(m, hint, env)}
        </p>
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

function OptionText({
  option,
  env,
  messages: m,
}: {
  option: Option;
  env: SlipEnv;
  messages: MessageTree;
}) {
  switch (option.kind) {
    case 'freebet':
      return (
        <span className={styles.choiceText}>
          <span>{freebetText(m, option.freebet, env)}</span>
          {option.problems.length > 0 ? (
            <span className={styles.why}>
              {option.problems
                .map((p) => freebetProblemText(m, p, option.freebet, env))
                .join(' · ')}
            </span>
          ) : null}
        </span>
      );
    case 'comboboost':
      return (
        <span>
          {text(m, 'bonus.comboboost', {
            odds: env.formatOdds(option.odds),
            percent: percentText(option.odds, env.locale),
          })}
        </span>
      );
    default:
      return (
        <span>
          {text(m, 'bonus.farming', {
            kind: text(m, `bonus.kind.${option.kind}`),
            name: option.promotion.name,
          })}
        </span>
      );
  }
}
