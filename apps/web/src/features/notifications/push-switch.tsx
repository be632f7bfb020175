'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { savePushSubscription, settingsQueryOptions } from '@/api/settings';
import type { NotificationLabels } from './labels';
import {
  base64UrlToBytes,
  PUSH_WORKER_PATH,
  pushStateOf,
  pushWorkerUrl,
  type PushState,
} from './push-rules';
import styles from './notifications.module.css';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** This browser's current push subscription, if its worker is registered. */
async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_PATH);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Issue 14: the opt-in to Web Push (bet won, cashout paid, deposit credited while the site is
 * closed). The browser's subscription goes to POST /settings; turning it off unsubscribes and
 * clears it. Hidden where the browser or the site has no Web Push.
 */
export function PushSwitch({
  labels,
  localePrefix,
}: {
  labels: NotificationLabels;
  localePrefix: string;
}) {
  const id = useId();
  const client = useQueryClient();
  const settings = useQuery(settingsQueryOptions());
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // the panel renders only in the browser, after it is opened
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    supported() ? Notification.permission : 'default',
  );

  useEffect(() => {
    if (!supported()) return;
    browserSubscription().then(
      (subscription) => setEndpoint(subscription?.endpoint ?? null),
      () => setEndpoint(null),
    );
  }, []);

  const key = settings.data?.pushPublicKey ?? null;
  if (!supported() || !key || endpoint === undefined) return null;
  const state: PushState = pushStateOf({
    supported: true,
    permission,
    browserEndpoint: endpoint,
    stored: settings.data?.pushSubscription ?? null,
  });

  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      let saved;
      if (on) {
        const answer = await Notification.requestPermission();
        setPermission(answer);
        if (answer !== 'granted') return;
        const registration = await navigator.serviceWorker.register(pushWorkerUrl(localePrefix), {
          scope: '/',
        });
        await navigator.serviceWorker.ready;
        const subscription =
          (await registration.pushManager.getSubscription()) ??
          (await registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: base64UrlToBytes(key),
          }));
        saved = await savePushSubscription(JSON.stringify(subscription.toJSON()));
        setEndpoint(subscription.endpoint);
      } else {
        const subscription = await browserSubscription();
        await subscription?.unsubscribe();
        saved = await savePushSubscription(null);
        setEndpoint(null);
      }
      client.setQueryData(settingsQueryOptions().queryKey, saved);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.push} data-testid="push-switch">
      <label className={styles.pushLabel} htmlFor={id}>
        <span>{labels.pushLabel}</span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={state === 'on'}
          disabled={busy || state === 'blocked'}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void change(event.target.checked)}
        />
      </label>
      <p id={`${id}-hint`} className={styles.pushHint} role={failed ? 'alert' : undefined}>
        {failed ? labels.pushFailed : state === 'blocked' ? labels.pushBlocked : labels.pushHint}
      </p>
    </div>
  );
}
