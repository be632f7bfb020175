'use client';

import { useEffect, useState } from 'react';
import { ApiError } from '@/api/errors';
import { initSession } from '@/api/session-init';
import { StaticPage } from '@/features/static-pages';
import { markTokenSession } from '@/session/token-session';
import styles from './init-sportsbook.module.css';

export type InitFailure = 'invalid' | 'expired' | 'failed';

export interface InitSportsbookLabels {
  loading: string;
  invalid: string;
  expired: string;
  failed: string;
  home: string;
}

// one exchange per token even when React mounts the page twice (development's strict mode)
const exchanges = new Map<string, Promise<unknown>>();
const exchangeOnce = (token: string) => {
  let exchange = exchanges.get(token);
  if (!exchange) {
    exchange = initSession(token);
    exchanges.set(token, exchange);
  }
  return exchange;
};

/** Which error page a refusal shows: an expired link says so, a refused one is invalid. */
export function initFailureOf(error: unknown): InitFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'init_token_expired') return 'expired';
  return error.status === 401 || error.status === 400 ? 'invalid' : 'failed';
}

/**
 * Spec §2 /init-sportsbook: exchanges the host platform's one-time token for the session, then
 * loads the requested page (a full load: every part of the page starts signed in, and inside a
 * frame the bridge starts with the token session, spec §6). A refusal shows an error page with a
 * home button.
 */
export function InitSportsbook({
  token,
  target,
  homeHref,
  labels,
}: {
  token: string | null;
  /** A same-site path (safeRedirectPath), localized. */
  target: string;
  homeHref: string;
  labels: InitSportsbookLabels;
}) {
  const [failure, setFailure] = useState<InitFailure | null>(token ? null : 'invalid');
  useEffect(() => {
    if (!token) return;
    // no history.replaceState here: Next's router takes it as a new page and remounts this one
    exchangeOnce(token).then(
      () => {
        markTokenSession();
        // replace: the address with the one-time token leaves the history
        window.location.replace(target);
      },
      (error: unknown) => setFailure(initFailureOf(error)),
    );
  }, [token, target]);

  if (failure)
    return (
      <StaticPage
        kind="locked"
        message={labels[failure]}
        homeLabel={labels.home}
        homeHref={homeHref}
      />
    );
  return (
    <section className={styles.loading} aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      <p role="status">{labels.loading}</p>
    </section>
  );
}
