'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@/api/errors';
import { launchProvider, type LaunchApp, type VirtualWalletProvider } from '@/api/virtual-wallet';
import { openAccountModal } from '@/session/account-modal-store';
import { useAuthStatus } from '@/session/session';
import { LoadError } from '@/ui/load-error';
import { SignInPrompt } from '@/ui/sign-in-prompt';
import { Skeleton } from '@/ui/skeleton';
import type { ProviderFrameLabels } from './labels';
import styles from './provider-frame.module.css';

/** The provider's phone layout below the tablet breakpoint (spec §9: 780 px). */
const launchApp = (): LaunchApp =>
  window.matchMedia('(width < 780px)').matches ? 'mobile' : 'desktop';

const signIn = () => openAccountModal('signIn');

/** Why a launch failed, in the bettor's words: switched off, or anything else (try again). */
const failureText = (error: unknown, labels: ProviderFrameLabels) =>
  error instanceof ApiError && error.code === 'provider_disabled' ? labels.disabled : labels.failed;

/**
 * Spec §1 horse racing and lotteries: launches the provider for the signed-in player (spec §7
 * POST {virtual wallet}/{provider}/launch) and shows its page in a frame filling the content
 * area; a visitor is asked to sign in first, a failed launch can be tried again.
 */
export function ProviderFrame({
  provider,
  locale,
  labels,
}: {
  provider: VirtualWalletProvider;
  locale: string;
  labels: ProviderFrameLabels;
}) {
  const status = useAuthStatus();
  const launch = useMutation({
    mutationFn: () => launchProvider({ provider, app: launchApp(), locale }),
  });
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const { mutate } = launch;
  const player = status === 'loggedIn';
  useEffect(() => {
    if (player) mutate();
  }, [player, mutate]);

  if (status === 'notLoggedIn')
    return (
      <SignInPrompt
        title={labels.signIn.title}
        text={labels.signIn.text}
        button={labels.signIn.button}
        onSignIn={signIn}
      />
    );
  if (launch.isError)
    return (
      <LoadError
        message={failureText(launch.error, labels)}
        retryLabel={labels.retry}
        onRetry={() => mutate()}
      />
    );
  const frameUrl = launch.data?.frameUrl ?? null;
  const loading = frameUrl === null || loadedUrl !== frameUrl;
  return (
    <div className={styles.stage} aria-busy={loading}>
      {loading ? (
        <div className={styles.placeholder} role="status" data-testid="provider-loading">
          <span className="visually-hidden">{labels.loading}</span>
          <Skeleton inlineSize="100%" blockSize="100%" radius="md" />
        </div>
      ) : null}
      {frameUrl ? (
        <iframe
          key={frameUrl}
          className={styles.frame}
          src={frameUrl}
          title={labels.frameTitle}
          data-testid="provider-frame"
          onLoad={() => setLoadedUrl(frameUrl)}
        />
      ) : null}
    </div>
  );
}
