'use client';

import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { readCookie, writeSiteCookie } from '@/lib/cookies';
import { cookieNoticeWanted, subscribeConsent } from '@/session/consent';
import { isRegistered } from '@/session/registered';
import { playerQueryOptions, useAuthStatus } from '@/session/session';
import { useSystem } from '@/session/use-system';
import type { ReminderLabels } from './labels';
import { dueReminder, REMINDER_COOKIES, type Reminder } from './reminder-rules';
import { lazyChunk } from '@/lib/lazy-chunk';

// the card loads only when a reminder fires
const ReminderCard = lazyChunk(() =>
  import('./reminder-card').then((m) => ({ default: m.ReminderCard })),
);

const noSubscription = () => () => {};
const cookieSnapshot = () => document.cookie;
const REMINDERS = Object.keys(REMINDER_COOKIES) as Reminder[];
const isReminded = (cookies: string, reminder: Reminder) =>
  readCookie(cookies, REMINDER_COOKIES[reminder].name) !== null;

/**
 * Spec §4 reminders: the sign-up reminder once for an anonymous visitor after the site's seconds;
 * the deposit reminder once a day (1-day cookie, spec §9) for players of the site's group after
 * remindAfter. Each waits for the cookie notice to be answered.
 */
export function RemindersHost({
  labels,
  locale,
  depositHref,
}: {
  labels: ReminderLabels;
  locale: string;
  depositHref: string;
}) {
  const status = useAuthStatus();
  const cookies = useSyncExternalStore(noSubscription, cookieSnapshot, () => '');
  const registered = useSyncExternalStore(noSubscription, isRegistered, () => true);
  const busy = useSyncExternalStore(subscribeConsent, cookieNoticeWanted, () => true);
  const reminded = new Set(REMINDERS.filter((r) => isReminded(cookies, r)));
  // the reminder the session could still get; nothing is fetched for a browser that has none left
  const candidate: Reminder | null =
    status === 'notLoggedIn' && !registered && !reminded.has('signUp')
      ? 'signUp'
      : status === 'loggedIn' && !reminded.has('deposit')
        ? 'deposit'
        : null;
  const system = useSystem(locale, candidate !== null);
  const { data: player } = useQuery({
    ...playerQueryOptions,
    enabled: candidate === 'deposit',
  });
  const due = candidate
    ? dueReminder({
        status,
        system,
        groups: player ? player.statuses.map((group) => group.id) : null,
        reminded,
        registered,
        busy,
      })
    : null;
  const [shown, setShown] = useState<Reminder | null>(null);
  const dueReminderName = due?.reminder;
  const delayMs = due?.delayMs;
  useEffect(() => {
    if (!dueReminderName || delayMs === undefined) return;
    const timer = window.setTimeout(() => {
      const { name, maxAgeS } = REMINDER_COOKIES[dueReminderName];
      writeSiteCookie(name, '1', maxAgeS);
      setShown(dueReminderName);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [dueReminderName, delayMs]);

  // a sign-up reminder is moot once signed in, a deposit reminder once signed out
  const fits =
    (shown === 'signUp' && status === 'notLoggedIn') ||
    (shown === 'deposit' && status === 'loggedIn');
  if (!shown || !fits) return null;
  return (
    <Suspense fallback={null}>
      <ReminderCard
        reminder={shown}
        labels={labels}
        depositHref={depositHref}
        onClose={() => setShown(null)}
      />
    </Suspense>
  );
}
