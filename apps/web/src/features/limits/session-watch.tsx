'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkSportsbookSession, trackActivity, userLimitsQueryOptions } from '@/api/limits';
import { onSessionLimitReached } from '@/api/session-limit';
import { clearSession, useSignOut } from '@/session/session';
import type { LimitModalLabels } from './labels';
import { LimitModals, type LimitModal } from './limit-modals';
import {
  ACTIVITY_PING_MS,
  activityFailureOf,
  isRealityCheckDue,
  needsActivityPing,
  SESSION_CHECK_MS,
  sessionCheckOf,
} from './watch-rules';

/**
 * Spec §4, §8, §9 for a signed-in player: the session info every 30 s (a due reality check opens
 * its modal; 403 clears the session and opens out-of-session; 400 stops the checks) and, with an
 * activity limit in force and the tab visible, the activity ping every 60 s (401 out_of_limit
 * clears the session and opens activity-limit-reached). The modals outlive the session they end.
 */
export function SessionWatch({
  loggedIn,
  activityTracking,
  labels,
  locale,
  historyHref,
}: {
  loggedIn: boolean;
  activityTracking: boolean;
  labels: LimitModalLabels;
  locale: string;
  historyHref: string;
}) {
  const client = useQueryClient();
  const signOut = useSignOut();
  const [modal, setModal] = useState<LimitModal | null>(null);
  const stopped = useRef(false);
  const limits = useQuery({ ...userLimitsQueryOptions(locale), enabled: loggedIn });

  const endSession = useCallback(
    (shown: LimitModal | null) => {
      stopped.current = true;
      clearSession(client);
      if (shown) setModal(shown);
    },
    [client],
  );

  // a bet (or any call) refused by a session limit ends the session at once, not at the next check
  useEffect(() => onSessionLimitReached(() => endSession({ kind: 'outOfSession' })), [endSession]);

  const check = useCallback(
    async (continued: boolean) => {
      if (stopped.current) return;
      let answer: unknown;
      let failed = false;
      try {
        answer = await checkSportsbookSession(locale, continued);
      } catch (error) {
        answer = error;
        failed = true;
      }
      const outcome = sessionCheckOf(answer, failed);
      if (outcome.kind === 'ok') {
        const { session } = outcome;
        if (isRealityCheckDue(session, Date.now()))
          setModal((open) => open ?? { kind: 'realityCheck', session });
      } else if (outcome.kind === 'outOfSession') endSession({ kind: 'outOfSession' });
      else if (outcome.kind === 'signedOut') endSession(null);
      else if (outcome.kind === 'stop') stopped.current = true;
    },
    [locale, endSession],
  );

  useEffect(() => {
    if (!loggedIn) return;
    stopped.current = false;
    // the first check right after sign-in (or load), then every 30 s
    const first = setTimeout(() => void check(false), 0);
    const timer = setInterval(() => void check(false), SESSION_CHECK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [loggedIn, check]);

  const pingNeeded =
    loggedIn && activityTracking && needsActivityPing(limits.data ?? [], limits.dataUpdatedAt);
  useEffect(() => {
    if (!pingNeeded) return;
    const ping = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        await trackActivity(locale);
      } catch (error) {
        const failure = activityFailureOf(error);
        if (failure === 'limitReached') endSession({ kind: 'activity' });
        else if (failure === 'signedOut') endSession(null);
      }
    };
    const first = setTimeout(() => void ping(), 0);
    const timer = setInterval(() => void ping(), ACTIVITY_PING_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [pingNeeded, locale, endSession]);

  if (!modal) return null;
  return (
    <LimitModals
      modal={modal}
      labels={labels}
      locale={locale}
      historyHref={historyHref}
      onContinue={() => {
        setModal(null);
        void check(true);
      }}
      onSignOut={() => {
        setModal(null);
        void signOut();
      }}
      onClose={() => setModal(null)}
    />
  );
}
