import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { isPrivateChannel } from '@sportsbook/contract/channels';
import { authorizePrivateChannel } from '@/push/channel-auth';
import { CommandQueue, type PendingReply, type Reply } from '@/push/command-queue';
import type { PushConfig } from '@/push/config';
import { fossilPatch } from '@/push/delta';
import type { StoredPublication } from '@/push/history';
import type { HubSubscriber, PushHub } from '@/push/hub';
import { JwtError, verifyJwt, type JwtClaims } from '@/push/jwt';
import {
  DisconnectCode,
  ErrorCode,
  SubscribeFlag,
  UnsubscribeCode,
  compact,
  encodeError,
  encodePubPush,
  encodePublication,
  encodeReply,
  parseFrame,
  type Command,
  type ConnectRequest,
  type RefreshRequest,
  type SubRefreshRequest,
  type SubscribeRequest,
} from '@/push/protocol';

/** Version the connect reply advertises. */
export const PUSH_SERVER_VERSION = 'sportsbook-push 0.1.0';
/** A socket buffering more than this is too slow to follow and is closed with 3008. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const MAX_CHANNEL_LENGTH = 255;
/** setTimeout fires at once beyond 2^31-1 ms: longer expiries are re-armed in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Subscription {
  /** Fossil delta negotiated: data travels as a JSON string, patched against `last`. */
  delta: boolean;
  last: string | null;
  expiresAt: number | null;
  expiryTimer: NodeJS.Timeout | null;
}

const error = (id: number, code: number, message: string, temporary = false): string =>
  encodeError(id, temporary ? { code, message, temporary } : { code, message });

/** One client connection: speaks the Centrifugo client protocol over one WebSocket. */
export class ClientConnection implements HubSubscriber {
  private clientId = '';
  private userId = '';
  private connected = false;
  private closed = false;
  private expiresAt: number | null = null;
  private readonly subs = new Map<string, Subscription>();
  private staleTimer: NodeJS.Timeout | null;
  private pingTimer: NodeJS.Timeout | null = null;
  private pongTimer: NodeJS.Timeout | null = null;
  private expiryTimer: NodeJS.Timeout | null = null;
  private readonly commands = new CommandQueue({
    handle: (command) => this.handle(command),
    send: (frame) => this.send(frame),
    isClosed: () => this.closed,
    pause: () => this.socket.pause(),
    resume: () => this.socket.resume(),
    fail: (err) => {
      this.log.error({ err }, 'push command failed');
      this.close(DisconnectCode.serverError, 'internal server error');
    },
  });

  constructor(
    private readonly socket: WebSocket,
    private readonly hub: PushHub,
    private readonly config: PushConfig,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.staleTimer = setTimeout(
      () => this.close(DisconnectCode.stale, 'stale'),
      config.staleCloseDelayMs,
    );
    socket.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    socket.on('close', () => this.cleanup());
    socket.on('error', (err) => {
      this.log.debug({ err }, 'push socket error');
      this.cleanup();
    });
  }

  /** Ends the connection with a close code and a plain-text reason (never JSON-looking). */
  close(code: number, reason: string): void {
    if (!this.closed && this.socket.readyState === this.socket.OPEN) {
      this.socket.close(code, reason.slice(0, 123));
    }
    this.cleanup();
  }

  /** Hub callback: one publication of a subscribed channel. */
  deliver(channel: string, publication: StoredPublication): void {
    const sub = this.subs.get(channel);
    if (!sub || this.closed) return;
    this.send(encodePubPush(channel, this.wirePublication(sub, publication)));
  }

  private wirePublication(sub: Subscription, publication: StoredPublication) {
    if (!sub.delta) return { data: publication.data, offset: publication.offset };
    const patch = sub.last === null ? null : fossilPatch(sub.last, publication.data);
    sub.last = publication.data;
    return patch === null
      ? { data: JSON.stringify(publication.data), offset: publication.offset }
      : { data: JSON.stringify(patch), offset: publication.offset, delta: true };
  }

  private send(frame: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(DisconnectCode.slow, 'slow');
      return;
    }
    this.socket.send(frame);
  }

  private onMessage(data: unknown, isBinary: boolean): void {
    if (this.closed) return;
    const text = isBinary ? null : Buffer.isBuffer(data) ? data.toString('utf8') : null;
    const commands = text === null ? null : parseFrame(text);
    if (!commands) {
      this.close(DisconnectCode.badRequest, 'bad request');
      return;
    }
    this.commands.push(commands);
  }

  private handle(command: Command): PendingReply {
    if (Object.keys(command).length === 0) {
      // an empty object is the client's pong
      this.clearPong();
      return null;
    }
    const id = typeof command.id === 'number' && command.id > 0 ? command.id : 0;
    if (command.send) return null;
    if (id === 0) {
      this.close(DisconnectCode.badRequest, 'command without id');
      return null;
    }
    if (!this.connected && !command.connect) {
      this.close(DisconnectCode.badRequest, 'connect first');
      return null;
    }
    if (command.connect) return this.connect(id, command.connect);
    if (command.subscribe) return this.subscribe(id, command.subscribe);
    if (command.unsubscribe) {
      if (typeof command.unsubscribe.channel === 'string') {
        this.removeSubscription(command.unsubscribe.channel);
      }
      // always succeeds: an error would make the client reconnect
      return encodeReply(id, 'unsubscribe', '{}');
    }
    if (command.refresh) return this.refresh(id, command.refresh);
    if (command.sub_refresh) return this.subRefresh(id, command.sub_refresh);
    if (command.rpc) return error(id, ErrorCode.methodNotFound, 'method not found');
    if (command.publish || command.presence || command.presence_stats || command.history) {
      return error(id, ErrorCode.notAvailable, 'not available');
    }
    this.close(DisconnectCode.badRequest, 'unknown command');
    return null;
  }

  private verify(token: string): Promise<JwtClaims> {
    return verifyJwt(token, this.config.tokenSecret, this.now());
  }

  private async connect(id: number, request: ConnectRequest): Promise<Reply> {
    if (this.connected) {
      this.close(DisconnectCode.badRequest, 'already connected');
      return null;
    }
    if (typeof request.token !== 'string' || request.token === '') {
      this.close(DisconnectCode.badRequest, 'connection token required');
      return null;
    }
    let claims: JwtClaims;
    try {
      claims = await this.verify(request.token);
    } catch (err) {
      if (err instanceof JwtError && err.reason === 'expired') {
        return error(id, ErrorCode.tokenExpired, 'token expired');
      }
      this.close(DisconnectCode.invalidToken, 'invalid token');
      return null;
    }
    if (this.closed) return null;
    // a subscription token is not a connection token (Centrifugo rejects it too)
    if (claims.channel !== undefined) {
      this.close(DisconnectCode.invalidToken, 'invalid token');
      return null;
    }
    this.connected = true;
    this.clientId = randomUUID();
    this.userId = claims.sub;
    if (this.staleTimer) clearTimeout(this.staleTimer);
    this.staleTimer = null;
    this.schedulePing(this.config.pingIntervalMs * (0.5 + Math.random() / 2));
    this.setConnectionExpiry(claims.exp);
    const result = compact({
      client: this.clientId,
      version: PUSH_SERVER_VERSION,
      ping: Math.ceil(this.config.pingIntervalMs / 1000),
      pong: true,
      ...this.expiry(this.expiresAt),
    });
    return encodeReply(id, 'connect', JSON.stringify(result));
  }

  private expiry(expiresAt: number | null): { expires?: true; ttl?: number } {
    if (expiresAt === null) return {};
    return { expires: true, ttl: Math.max(1, Math.ceil((expiresAt - this.now()) / 1000)) };
  }

  private setConnectionExpiry(exp: number): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiresAt = exp * 1000;
    const delay = this.expiresAt - this.now() + this.config.expiredCloseDelayMs;
    this.expiryTimer = setTimeout(
      () => {
        if (delay > MAX_TIMER_MS) this.setConnectionExpiry(exp);
        else this.close(DisconnectCode.expired, 'expired');
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  }

  private schedulePing(delay: number): void {
    this.pingTimer = setTimeout(
      () => {
        this.send('{}');
        this.pongTimer ??= setTimeout(
          () => this.close(DisconnectCode.noPong, 'no pong'),
          this.config.pongTimeoutMs,
        );
        this.schedulePing(this.config.pingIntervalMs);
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  }

  private clearPong(): void {
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = null;
  }

  private subscribe(id: number, request: SubscribeRequest): PendingReply {
    const channel = request.channel;
    if (typeof channel !== 'string' || channel === '' || channel.length > MAX_CHANNEL_LENGTH) {
      return error(id, ErrorCode.badRequest, 'bad request');
    }
    if (request.type) return error(id, ErrorCode.permissionDenied, 'permission denied');
    if (request.delta && request.delta !== 'fossil') {
      return error(id, ErrorCode.badRequest, 'unsupported delta type');
    }
    // before any token check, as Centrifugo orders it: a flood of subscribes stays cheap
    if (this.subs.size >= this.config.maxSubscriptionsPerConnection) {
      return error(id, ErrorCode.limitExceeded, 'limit exceeded');
    }
    if (this.subs.has(channel)) return error(id, ErrorCode.alreadySubscribed, 'already subscribed');
    if (!isPrivateChannel(channel)) return this.acceptSubscription(id, channel, request, null);
    return this.subscribePrivate(id, channel, request);
  }

  private async subscribePrivate(
    id: number,
    channel: string,
    request: SubscribeRequest,
  ): Promise<Reply> {
    const checked = await this.checkSubscriptionToken(id, channel, request.token);
    if (typeof checked === 'string' || checked === null) return checked;
    return this.acceptSubscription(id, channel, request, checked.exp * 1000);
  }

  /** Claims of a valid subscription token, or the reply (error, or null once closed). */
  private async checkSubscriptionToken(
    id: number,
    channel: string,
    token: unknown,
  ): Promise<JwtClaims | Reply> {
    const result = await authorizePrivateChannel({
      channel,
      token: typeof token === 'string' ? token : undefined,
      userId: this.userId,
      clientId: this.clientId,
      secret: this.config.tokenSecret,
      now: this.now(),
    });
    if (this.closed) return null;
    if (result.ok) return result.claims;
    if ('error' in result) return error(id, result.error, result.message);
    this.close(result.disconnect, result.reason);
    return null;
  }

  private acceptSubscription(
    id: number,
    channel: string,
    request: SubscribeRequest,
    expiresAt: number | null,
  ): Reply {
    const now = this.now();
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
      const found = this.hub.history.recover(channel, offset, epoch, now);
      if (!found.recovered && ((request.flag ?? 0) & SubscribeFlag.rejectUnrecovered) !== 0) {
        return error(id, ErrorCode.unrecoverablePosition, 'unrecoverable position');
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
      const top = this.hub.history.position(channel, now);
      result = { recoverable: true, positioned: true, epoch: top.epoch, offset: top.offset };
    }
    this.subs.set(channel, sub);
    this.setSubscriptionExpiry(channel, sub, expiresAt);
    this.hub.subscribe(channel, this);
    const fields = compact({ ...result, ...this.expiry(expiresAt), delta: sub.delta });
    const pubs = publications.map((p) => encodePublication(this.wirePublication(sub, p)));
    const body = JSON.stringify(fields).slice(1, -1);
    const json = pubs.length > 0 ? `{"publications":[${pubs.join(',')}],${body}}` : `{${body}}`;
    return encodeReply(id, 'subscribe', json);
  }

  private setSubscriptionExpiry(channel: string, sub: Subscription, expiresAt: number | null) {
    if (sub.expiryTimer) clearTimeout(sub.expiryTimer);
    sub.expiryTimer = null;
    sub.expiresAt = expiresAt;
    if (expiresAt === null) return;
    const delay = expiresAt - this.now() + this.config.expiredCloseDelayMs;
    sub.expiryTimer = setTimeout(
      () => {
        if (delay > MAX_TIMER_MS) return this.setSubscriptionExpiry(channel, sub, expiresAt);
        this.removeSubscription(channel);
        const push = { channel, unsubscribe: { code: UnsubscribeCode.expired, reason: 'expired' } };
        this.send(JSON.stringify({ push }));
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  }

  private removeSubscription(channel: string): void {
    const sub = this.subs.get(channel);
    if (!sub) return;
    if (sub.expiryTimer) clearTimeout(sub.expiryTimer);
    this.subs.delete(channel);
    this.hub.unsubscribe(channel, this);
  }

  private async refresh(id: number, request: RefreshRequest): Promise<Reply> {
    if (typeof request.token !== 'string' || request.token === '') {
      return error(id, ErrorCode.badRequest, 'token required');
    }
    let claims: JwtClaims;
    try {
      claims = await this.verify(request.token);
    } catch (err) {
      const expired = err instanceof JwtError && err.reason === 'expired';
      if (expired) this.close(DisconnectCode.expired, 'expired');
      else this.close(DisconnectCode.invalidToken, 'invalid token');
      return null;
    }
    if (this.closed) return null;
    if (claims.sub !== this.userId || claims.channel !== undefined) {
      this.close(DisconnectCode.invalidToken, 'invalid token');
      return null;
    }
    this.setConnectionExpiry(claims.exp);
    const result = compact({
      client: this.clientId,
      version: PUSH_SERVER_VERSION,
      ...this.expiry(this.expiresAt),
    });
    return encodeReply(id, 'refresh', JSON.stringify(result));
  }

  private async subRefresh(id: number, request: SubRefreshRequest): Promise<Reply> {
    const channel = request.channel;
    const sub = typeof channel === 'string' ? this.subs.get(channel) : undefined;
    if (channel === undefined || !sub) {
      return error(id, ErrorCode.permissionDenied, 'permission denied');
    }
    const checked = await this.checkSubscriptionToken(id, channel, request.token);
    if (typeof checked === 'string' || checked === null) return checked;
    // the subscription may have expired meanwhile: only a live one is extended
    if (this.subs.get(channel) !== sub) {
      return error(id, ErrorCode.permissionDenied, 'permission denied');
    }
    this.setSubscriptionExpiry(channel, sub, checked.exp * 1000);
    return encodeReply(id, 'sub_refresh', JSON.stringify(compact(this.expiry(sub.expiresAt))));
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of [this.staleTimer, this.pingTimer, this.pongTimer, this.expiryTimer]) {
      if (timer) clearTimeout(timer);
    }
    for (const channel of [...this.subs.keys()]) this.removeSubscription(channel);
  }
}
