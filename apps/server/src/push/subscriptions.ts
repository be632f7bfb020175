import { isPrivateChannel } from '@sportsbook/contract/channels';
import { authorizePrivateChannel } from '@/push/channel-auth';
import type { PendingReply, Reply } from '@/push/command-queue';
import type { PushConfig } from '@/push/config';
import { fossilPatch } from '@/push/delta';
import { expiryFields, expiryTimer } from '@/push/expiry';
import type { StoredPublication } from '@/push/history';
import type { HubSubscriber, PushHub } from '@/push/hub';
import type { JwtClaims } from '@/push/jwt';
import {
  ErrorCode,
  SubscribeFlag,
  UnsubscribeCode,
  compact,
  encodeError,
  encodePubPush,
  encodePublication,
  encodeReply,
  type SubRefreshRequest,
  type SubscribeRequest,
} from '@/push/protocol';

const MAX_CHANNEL_LENGTH = 255;

interface Subscription {
  /** Fossil delta negotiated: data travels as a JSON string, patched against `last`. */
  delta: boolean;
  last: string | null;
  expiresAt: number | null;
  expiryTimer: NodeJS.Timeout | null;
}

/** An error reply of the Centrifugo client protocol. */
export const errorReply = (id: number, code: number, message: string, temporary = false): string =>
  encodeError(id, temporary ? { code, message, temporary } : { code, message });

/** What the subscriptions of one connection need from it. */
export interface SubscriptionsHost {
  hub: PushHub;
  config: PushConfig;
  now(): number;
  send(frame: string): void;
  close(code: number, reason: string): void;
  isClosed(): boolean;
  /** Who is connected: private channels are only for their user. */
  identity(): { userId: string; clientId: string };
}

/**
 * The channels one connection subscribed to (Centrifugo client protocol): subscribe with recovery
 * and fossil delta, private channels with their subscription token, expiry and its refresh, and the
 * publications the hub delivers.
 */
export class ChannelSubscriptions implements HubSubscriber {
  private readonly subs = new Map<string, Subscription>();

  constructor(private readonly host: SubscriptionsHost) {}

  /** Hub callback: one publication of a subscribed channel. */
  deliver(channel: string, publication: StoredPublication): void {
    const sub = this.subs.get(channel);
    if (!sub || this.host.isClosed()) return;
    this.host.send(encodePubPush(channel, this.wirePublication(sub, publication)));
  }

  private wirePublication(sub: Subscription, publication: StoredPublication) {
    if (!sub.delta) return { data: publication.data, offset: publication.offset };
    const patch = sub.last === null ? null : fossilPatch(sub.last, publication.data);
    sub.last = publication.data;
    return patch === null
      ? { data: JSON.stringify(publication.data), offset: publication.offset }
      : { data: JSON.stringify(patch), offset: publication.offset, delta: true };
  }

  subscribe(id: number, request: SubscribeRequest): PendingReply {
    const { config } = this.host;
    const channel = request.channel;
    if (typeof channel !== 'string' || channel === '' || channel.length > MAX_CHANNEL_LENGTH) {
      return errorReply(id, ErrorCode.badRequest, 'bad request');
    }
    if (request.type) return errorReply(id, ErrorCode.permissionDenied, 'permission denied');
    if (request.delta && request.delta !== 'fossil') {
      return errorReply(id, ErrorCode.badRequest, 'unsupported delta type');
    }
    // before any token check, as Centrifugo orders it: a flood of subscribes stays cheap
    if (this.subs.size >= config.maxSubscriptionsPerConnection) {
      return errorReply(id, ErrorCode.limitExceeded, 'limit exceeded');
    }
    if (this.subs.has(channel))
      return errorReply(id, ErrorCode.alreadySubscribed, 'already subscribed');
    if (!isPrivateChannel(channel)) return this.accept(id, channel, request, null);
    return this.subscribePrivate(id, channel, request);
  }

  private async subscribePrivate(
    id: number,
    channel: string,
    request: SubscribeRequest,
  ): Promise<Reply> {
    const checked = await this.checkToken(id, channel, request.token);
    if (typeof checked === 'string' || checked === null) return checked;
    return this.accept(id, channel, request, checked.exp * 1000);
  }

  /** Claims of a valid subscription token, or the reply (error, or null once closed). */
  private async checkToken(
    id: number,
    channel: string,
    token: unknown,
  ): Promise<JwtClaims | Reply> {
    const { userId, clientId } = this.host.identity();
    const result = await authorizePrivateChannel({
      channel,
      token: typeof token === 'string' ? token : undefined,
      userId,
      clientId,
      secret: this.host.config.tokenSecret,
      now: this.host.now(),
    });
    if (this.host.isClosed()) return null;
    if (result.ok) return result.claims;
    if ('error' in result) return errorReply(id, result.error, result.message);
    this.host.close(result.disconnect, result.reason);
    return null;
  }

  private accept(
    id: number,
    channel: string,
    request: SubscribeRequest,
    expiresAt: number | null,
  ): Reply {
    const { hub } = this.host;
    const now = this.host.now();
    const sub: Subscription = {
      delta: request.delta === 'fossil',
      last: null,
      expiresAt: null,
      expiryTimer: null,
    };
    let publications: StoredPublication[] = [];
    // every channel is positioned and recoverable (Centrifugo's force_recovery): clients recover
    let result: Record<string, unknown>;
    if (request.recover) {
      const offset = typeof request.offset === 'number' ? request.offset : 0;
      const epoch = typeof request.epoch === 'string' ? request.epoch : '';
      const found = hub.history.recover(channel, offset, epoch, now);
      if (!found.recovered && ((request.flag ?? 0) & SubscribeFlag.rejectUnrecovered) !== 0) {
        return errorReply(id, ErrorCode.unrecoverablePosition, 'unrecoverable position');
      }
      if (found.recovered) publications = found.publications;
      result = {
        recoverable: true,
        positioned: true,
        epoch: found.top.epoch,
        offset: found.recovered ? offset : found.top.offset,
        recovered: found.recovered,
        was_recovering: true,
      };
    } else {
      const top = hub.history.position(channel, now);
      result = { recoverable: true, positioned: true, epoch: top.epoch, offset: top.offset };
    }
    this.subs.set(channel, sub);
    this.setExpiry(channel, sub, expiresAt);
    hub.subscribe(channel, this);
    const expiry = expiryFields(expiresAt, this.host.now());
    const fields = compact({ ...result, ...expiry, delta: sub.delta });
    const pubs = publications.map((p) => encodePublication(this.wirePublication(sub, p)));
    const body = JSON.stringify(fields).slice(1, -1);
    const json = pubs.length > 0 ? `{"publications":[${pubs.join(',')}],${body}}` : `{${body}}`;
    return encodeReply(id, 'subscribe', json);
  }

  private setExpiry(channel: string, sub: Subscription, expiresAt: number | null) {
    if (sub.expiryTimer) clearTimeout(sub.expiryTimer);
    sub.expiryTimer = null;
    sub.expiresAt = expiresAt;
    if (expiresAt === null) return;
    const delay = expiresAt - this.host.now() + this.host.config.expiredCloseDelayMs;
    sub.expiryTimer = expiryTimer(
      delay,
      () => {
        this.remove(channel);
        const push = { channel, unsubscribe: { code: UnsubscribeCode.expired, reason: 'expired' } };
        this.host.send(JSON.stringify({ push }));
      },
      () => this.setExpiry(channel, sub, expiresAt),
    );
  }

  /** Ends one subscription (unsubscribe, expiry, or the connection closing). */
  remove(channel: string): void {
    const sub = this.subs.get(channel);
    if (!sub) return;
    if (sub.expiryTimer) clearTimeout(sub.expiryTimer);
    this.subs.delete(channel);
    this.host.hub.unsubscribe(channel, this);
  }

  /** Extends a private subscription with a new token (sub_refresh). */
  async refresh(id: number, request: SubRefreshRequest): Promise<Reply> {
    const channel = request.channel;
    const sub = typeof channel === 'string' ? this.subs.get(channel) : undefined;
    if (channel === undefined || !sub) {
      return errorReply(id, ErrorCode.permissionDenied, 'permission denied');
    }
    const checked = await this.checkToken(id, channel, request.token);
    if (typeof checked === 'string' || checked === null) return checked;
    // the subscription may have expired meanwhile: only a live one is extended
    if (this.subs.get(channel) !== sub) {
      return errorReply(id, ErrorCode.permissionDenied, 'permission denied');
    }
    this.setExpiry(channel, sub, checked.exp * 1000);
    const fields = compact(expiryFields(sub.expiresAt, this.host.now()));
    return encodeReply(id, 'sub_refresh', JSON.stringify(fields));
  }

  /** Ends every subscription (the connection closed). */
  clear(): void {
    for (const channel of [...this.subs.keys()]) this.remove(channel);
  }
}
