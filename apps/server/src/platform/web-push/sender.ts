import http from 'node:http';
import https from 'node:https';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { Database } from '@/db/client';
import { bettingSettings, type NotificationRow } from '@/db/schema';
import type { NotificationListener } from '@/http/context';
import type { NotificationKind } from '../notifications/texts';
import {
  parsePushSubscription,
  type PushEndpointRules,
  type WebPushSubscription,
} from './subscription';

/** Issue 14 item 8: the events sent as Web Push messages too. */
export const WEB_PUSH_KINDS: readonly NotificationKind[] = [
  'bet_won',
  'cashout_paid',
  'deposit_credited',
];

/** How long a push service keeps an undelivered message (seconds): news of the last hour. */
export const WEB_PUSH_TTL_S = 3600;
/** The whole exchange with a push service, connect to answer. */
export const WEB_PUSH_TIMEOUT_MS = 10_000;
/** Bytes of a push service's answer read at most (its error text, for the log). */
const MAX_ANSWER_BYTES = 4096;

export interface WebPushSenderOptions {
  db: Database;
  log: FastifyBaseLogger;
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Endpoints still allowed at sending time (a subscription stored before a stricter config). */
  endpoints: PushEndpointRules;
  ttlS?: number;
  timeoutMs?: number;
}

/** What the browser's service worker gets: small, in the player's language. */
export interface WebPushPayload {
  id: number;
  type: string;
  title: string;
  body: string;
}

interface Answer {
  status: number;
  text: string;
}

/** A Web Push sender: `listener` goes into the server context, `idle` waits for sends in flight. */
export interface WebPushSender {
  listener: NotificationListener;
  idle(): Promise<void>;
}

/**
 * Sends the player's notifications of {@link WEB_PUSH_KINDS} to the browser subscription stored
 * with their settings (RFC 8030 with aes128gcm payload encryption, RFC 8291, and VAPID, RFC
 * 8292). A subscription the push service calls gone (404, 410) is removed; other failures are
 * logged: the notification itself is stored either way.
 */
export function webPushSender(options: WebPushSenderOptions): WebPushSender {
  const inFlight = new Set<Promise<void>>();
  const send = async (row: NotificationRow): Promise<void> => {
    if (!WEB_PUSH_KINDS.includes(row.type as NotificationKind)) return;
    const [settings] = await options.db
      .select({ pushSubscription: bettingSettings.pushSubscription })
      .from(bettingSettings)
      .where(eq(bettingSettings.playerId, row.playerId));
    const stored = settings?.pushSubscription;
    if (!stored) return;
    const parsed = parsePushSubscription(stored, options.endpoints);
    if ('problem' in parsed) {
      options.log.warn(
        { playerId: row.playerId, problem: parsed.problem },
        'web push subscription not usable: not sent',
      );
      return;
    }
    const payload: WebPushPayload = {
      id: row.id,
      type: row.type,
      title: row.title,
      body: row.body,
    };
    const answer = await post(parsed.subscription, JSON.stringify(payload), options);
    if (answer.status === 404 || answer.status === 410) {
      // the browser dropped the subscription; a newer one saved meanwhile stays
      await options.db
        .update(bettingSettings)
        .set({ pushSubscription: null })
        .where(
          and(
            eq(bettingSettings.playerId, row.playerId),
            eq(bettingSettings.pushSubscription, stored),
          ),
        );
      options.log.info({ playerId: row.playerId }, 'web push subscription gone: removed');
    } else if (answer.status < 200 || answer.status > 299) {
      options.log.warn(
        { playerId: row.playerId, status: answer.status, answer: answer.text },
        'web push message refused by the push service',
      );
    }
  };
  return {
    listener: (row) => {
      const sending = send(row).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
      return sending;
    },
    idle: async () => {
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** POSTs the encrypted message; no redirects are followed (the endpoint was checked, not others). */
function post(
  subscription: WebPushSubscription,
  payload: string,
  options: WebPushSenderOptions,
): Promise<Answer> {
  const timeoutMs = options.timeoutMs ?? WEB_PUSH_TIMEOUT_MS;
  const details = webPush.generateRequestDetails(subscription, payload, {
    vapidDetails: options.vapid,
    TTL: options.ttlS ?? WEB_PUSH_TTL_S,
    contentEncoding: 'aes128gcm',
  });
  const url = new URL(details.endpoint);
  // web-push sends over https only; a loopback receiver (tests, development) may be plain http
  const request = url.protocol === 'http:' ? http.request : https.request;
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(url, {
      method: details.method,
      headers: details.headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('end', () => {
        const text = Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8');
        resolve({ status: response.statusCode ?? 0, text });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(details.body ?? undefined);
  });
}
