'use client';

import { useEffect, useReducer, useRef } from 'react';
import { changedCashoutAmount } from '@/api/my-bets';
import { fill } from '@/i18n/fill';
import buttonStyles from '@/ui/button.module.css';
import { Modal } from '@/ui/modal';
import { IDLE, nextCashoutFlow } from './cashout-flow';
import type { CashoutMessages } from './cashout-messages';
import { useCashOut } from './use-cash-out';
import styles from './cashout.module.css';

export interface CashoutButtonProps {
  betId: string;
  /** The bet's live cashout offer in minor units; undefined when none may be taken. */
  offer: number | undefined;
  /** Minor units of the bet's currency for display. */
  format: (minor: number) => string;
  messages: CashoutMessages;
}

/**
 * Cash out an open bet: the button names the live offer; the confirmation shows the amount the
 * bettor commits to, shows any change (old -> new) and asks again, and then shows the result.
 */
export function CashoutButton({ betId, offer, format, messages }: CashoutButtonProps) {
  const [flow, dispatch] = useReducer(nextCashoutFlow, IDLE);
  const cashOut = useCashOut();

  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // the live offer reaches an open confirmation (bet_cashout_changed patches the list)
  useEffect(() => dispatch({ type: 'offer', offer }), [offer]);

  // the dialog leaves the DOM before it closes, so the browser cannot give focus back itself
  useEffect(() => {
    if (flow.step === 'idle' && wasOpen.current) opener.current?.focus();
    wasOpen.current = flow.step !== 'idle';
  }, [flow.step]);

  const confirm = (amount: number) => {
    dispatch({ type: 'confirm', amount });
    cashOut.mutate(
      { betId, toCashout: amount },
      {
        onSuccess: (bet) => dispatch({ type: 'succeeded', amount: bet.winAmount || amount }),
        onError: (error) => {
          const changed = changedCashoutAmount(error);
          dispatch(
            changed === undefined ? { type: 'failed' } : { type: 'refused', offer: changed },
          );
        },
      },
    );
  };

  return (
    <>
      {offer !== undefined && (
        <button
          ref={opener}
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.open}`}
          data-testid="cashout-button"
          onClick={() => dispatch({ type: 'open', offer })}
        >
          {fill(messages.button, { amount: format(offer) })}
        </button>
      )}
      {flow.step !== 'idle' && (
        <Modal
          title={messages.title}
          closeLabel={messages.close}
          dismissible={flow.step !== 'submitting'}
          onClose={() => dispatch({ type: 'close' })}
        >
          <div className={styles.confirm} data-testid="cashout-confirm" data-step={flow.step}>
            {flow.step === 'confirming' && flow.previous !== undefined && (
              <div className={styles.changed} role="alert" data-testid="cashout-changed">
                <p>
                  {fill(messages.changed, {
                    from: format(flow.previous),
                    to: format(flow.amount),
                  })}
                </p>
                <p className={styles.change} aria-hidden="true">
                  <del>{format(flow.previous)}</del>
                  <span className={styles.arrow}>→</span>
                  <strong>{format(flow.amount)}</strong>
                </p>
              </div>
            )}
            {(flow.step === 'confirming' || flow.step === 'submitting') && (
              <>
                <p>{fill(messages.question, { amount: format(flow.amount) })}</p>
                <p className={styles.amount} data-testid="cashout-amount">
                  {format(flow.amount)}
                </p>
              </>
            )}
            {flow.step === 'confirming' && flow.failed && (
              <p className={styles.error} role="alert">
                {messages.failed}
              </p>
            )}
            {flow.step === 'unavailable' && (
              <p className={styles.error} role="alert" data-testid="cashout-unavailable">
                {messages.unavailable}
              </p>
            )}
            {flow.step === 'done' && (
              <p className={styles.success} role="status" data-testid="cashout-success">
                {fill(messages.success, { amount: format(flow.amount) })}
              </p>
            )}
            <div className={styles.actions}>
              {flow.step === 'confirming' || flow.step === 'submitting' ? (
                <>
                  <button
                    type="button"
                    className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                    disabled={flow.step === 'submitting'}
                    onClick={() => dispatch({ type: 'close' })}
                  >
                    {messages.cancel}
                  </button>
                  <button
                    type="button"
                    className={`${buttonStyles.button} ${buttonStyles.primary}`}
                    data-testid="cashout-submit"
                    aria-busy={flow.step === 'submitting' || undefined}
                    disabled={flow.step === 'submitting'}
                    onClick={() => {
                      if (flow.step === 'confirming') confirm(flow.amount);
                    }}
                  >
                    {flow.step === 'submitting'
                      ? messages.processing
                      : fill(messages.confirm, { amount: format(flow.amount) })}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                  onClick={() => dispatch({ type: 'close' })}
                >
                  {messages.close}
                </button>
              )}
            </div>
          </div>
        </Modal>
      )}
    </>
  );
}
