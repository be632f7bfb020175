'use client';

import { useEffect, useState } from 'react';
import { Modal } from '@/ui/modal';
import { replaceUrl } from '@/ui/replace-url';
import { panelStore } from './panel-store';
import { requestedCode } from './shared-code-request';
import { SHARE_CODE_PARAM } from './shared-bets';
import { forgetSharedBetsWhenEmpty, restoreSharedBets } from './shared-bets-session';
import type { SharedNotFound } from './shared-load';
import { text, type MessageTree } from './slip-messages';
import { ticketStore } from './ticket-store';

const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Spec §4 shared bet restore: a `?betcode=` link loads its bets into the slip (in the bettor's
 * currency), removes the parameter and opens the bet slip tab; otherwise the §8 not-found modal.
 * Restored bets are kept in session storage and come back on a reload. Runs once auth status and
 * currency are known, so the currency is the bettor's.
 */
export default function SharedBetRestoreRunner({
  ready,
  enabled = true,
  currency,
  messages: m,
  onRestored,
}: {
  ready: boolean;
  /** Site setting share bet (spec §5): off, links and kept shared bets are ignored. */
  enabled?: boolean;
  /** Shows the slip where the panel is not on screen (the phone's bottom sheet). */
  onRestored?: () => void;
  currency: { code: string; subunits: number };
  messages: MessageTree;
}) {
  const [notFound, setNotFound] = useState<SharedNotFound | null>(null);
  const restore = (code: string | null) =>
    void restoreSharedBets(code, { store: ticketStore, session: sessionStore(), currency }).then(
      (outcome) => {
        if (outcome === null) return;
        if (outcome !== 'restored') {
          setNotFound(outcome);
          return;
        }
        panelStore.set({ open: true, tab: 'BET_SLIP' });
        onRestored?.();
      },
    );
  useEffect(() => {
    if (!ready || !enabled) return;
    const url = new URL(window.location.href);
    const code = url.searchParams.get(SHARE_CODE_PARAM);
    if (code !== null) {
      url.searchParams.delete(SHARE_CODE_PARAM);
      replaceUrl(url.href);
    }
    restore(code);
    // the link is read once per page load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  // a code from the host page: one restore per request, once the currency is known
  useEffect(() => {
    if (!ready || !enabled) return;
    const take = () => {
      const request = requestedCode.get();
      if (!request) return;
      requestedCode.set(null);
      restore(request.code);
    };
    take();
    return requestedCode.subscribe(take);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, enabled, currency]);
  useEffect(() => forgetSharedBetsWhenEmpty(ticketStore, sessionStore()), []);
  if (!notFound) return null;
  return (
    <Modal
      title={text(m, 'not-found-modal.title')}
      closeLabel={text(m, 'not-found-modal.close')}
      onClose={() => setNotFound(null)}
    >
      <p data-testid="share-not-found">{text(m, `not-found-modal.${notFound}`)}</p>
    </Modal>
  );
}
