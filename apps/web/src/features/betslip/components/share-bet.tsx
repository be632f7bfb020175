'use client';

import { useState } from 'react';
import type { Ticket } from '@sportsbook/betting/ticket/types';
import { createShareCode } from '@/api/share-code';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { shareLink, shareRequest } from '../shared-bets';
import styles from './slip.module.css';

type ShareState =
  | { step: 'idle' }
  | { step: 'sharing' }
  | { step: 'shared'; code: string; link: string; copied: boolean }
  | { step: 'failed' };

/** Share button (spec §3 share bet): POST share-code, then the code and a `?betcode=` link to copy. */
export function ShareBet({
  ticket,
  env,
  messages: m,
}: {
  ticket: Ticket;
  env: SlipEnv;
  messages: MessageTree;
}) {
  const [state, setState] = useState<ShareState>({ step: 'idle' });
  // the share-bet site setting turns sharing off (spec §5)
  if (ticket.bets.length === 0 || env.shareBetEnabled === false) return null;
  const share = async () => {
    setState({ step: 'sharing' });
    try {
      const code = await createShareCode(shareRequest(ticket));
      setState({
        step: 'shared',
        code,
        link: shareLink(window.location.href, code),
        copied: false,
      });
    } catch {
      setState({ step: 'failed' });
    }
  };
  const copy = async (link: string, code: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setState({ step: 'shared', code, link, copied: true });
    } catch {
      // no clipboard permission: the link stays selectable in the field
    }
  };
  return (
    <div className={styles.share}>
      <button
        type="button"
        className={styles.link}
        onClick={() => void share()}
        disabled={state.step === 'sharing' || ticket.inProgress}
        data-testid="share-bet"
      >
        {text(m, 'share.button')}
      </button>
      {state.step === 'failed' ? (
        <p role="alert" className={styles.betError}>
          {text(m, 'share.failed')}
        </p>
      ) : null}
      {state.step === 'shared' ? (
        <div className={styles.shareResult} data-testid="share-result">
          <p>
            {text(m, 'share.code')}: <strong data-testid="share-code">{state.code}</strong>
          </p>
          <label className={styles.stakeLabel}>
            {text(m, 'share.link')}
            <input
              className={styles.stakeInput}
              readOnly
              value={state.link}
              data-testid="share-link"
              onFocus={(e) => e.currentTarget.select()}
            />
          </label>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => void copy(state.link, state.code)}
          >
            {state.copied ? text(m, 'share.copied') : text(m, 'share.copy')}
          </button>
          <span className={styles.visuallyHidden} aria-live="polite">
            {state.copied ? text(m, 'share.copied') : ''}
          </span>
        </div>
      ) : null}
    </div>
  );
}
