import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { CommandQueue, type PendingReply, type Reply } from '@/push/command-queue';
import type { PushConfig } from '@/push/config';
import { expiryFields } from '@/push/expiry';
import type { PushHub } from '@/push/hub';
import { JwtError, verifyJwt, type JwtClaims } from '@/push/jwt';
import { ConnectionLiveness } from '@/push/liveness';
import {
  DisconnectCode,
  ErrorCode,
  compact,
  encodeReply,
  parseFrame,
  type Command,
  type ConnectRequest,
  type RefreshRequest,
} from '@/push/protocol';
import { ChannelSubscriptions, errorReply } from '@/push/subscriptions';

/** Version the connect reply advertises. */
export const PUSH_SERVER_VERSION = 'sportsbook-push 0.1.0';
/** A socket buffering more than this is too slow to follow and is closed with 3008. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * One client connection: speaks the Centrifugo client protocol over one WebSocket. Its channels
 * are {@link ChannelSubscriptions}, its timers {@link ConnectionLiveness}.
 */
export class ClientConnection {
  private clientId = '';
  private userId = '';
  private connected = false;
  private closed = false;
  /** Frames waiting for the end of this turn of the event loop. */
  private outgoing: string[] = [];
  private readonly liveness: ConnectionLiveness;
  private readonly subscriptions: ChannelSubscriptions;
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
    hub: PushHub,
    private readonly config: PushConfig,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    const send = (frame: string) => this.send(frame);
    const close = (code: number, reason: string) => this.close(code, reason);
    this.liveness = new ConnectionLiveness(config, now, send, close);
    this.subscriptions = new ChannelSubscriptions({
      hub,
      config,
      now,
      send,
      close,
      isClosed: () => this.closed,
      identity: () => ({ userId: this.userId, clientId: this.clientId }),
    });
    socket.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    socket.on('close', () => this.cleanup());
    socket.on('error', (err) => {
      this.log.debug({ err }, 'push socket error');
      this.cleanup();
    });
  }

  /** Ends the connection with a close code and a plain-text reason (never JSON-looking). */
  close(code: number, reason: string): void {
    // replies queued before the close (an error, a disconnect push) still reach the client
    this.flush();
    if (!this.closed && this.socket.readyState === this.socket.OPEN) {
      this.socket.close(code, reason.slice(0, 123));
    }
    this.cleanup();
  }

  /**
   * Queues a frame; the frames of one turn of the event loop leave as one WebSocket message,
   * newline-separated as the JSON protocol allows (issue 18: a batch of 1,000 publications is one
   * message event in the browser, not 1,000).
   */
  private send(frame: string): void {
    if (this.closed) return;
    this.outgoing.push(frame);
    if (this.outgoing.length === 1) setImmediate(this.flush);
  }

  private readonly flush = (): void => {
    const frames = this.outgoing;
    if (frames.length === 0) return;
    this.outgoing = [];
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(DisconnectCode.slow, 'slow');
      return;
    }
    this.socket.send(frames.join('\n'));
  };

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
      this.liveness.pong();
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
    if (command.subscribe) return this.subscriptions.subscribe(id, command.subscribe);
    if (command.unsubscribe) {
      if (typeof command.unsubscribe.channel === 'string') {
        this.subscriptions.remove(command.unsubscribe.channel);
      }
      // always succeeds: an error would make the client reconnect
      return encodeReply(id, 'unsubscribe', '{}');
    }
    if (command.refresh) return this.refresh(id, command.refresh);
    if (command.sub_refresh) return this.subscriptions.refresh(id, command.sub_refresh);
    if (command.rpc) return errorReply(id, ErrorCode.methodNotFound, 'method not found');
    if (command.publish || command.presence || command.presence_stats || command.history) {
      return errorReply(id, ErrorCode.notAvailable, 'not available');
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
        return errorReply(id, ErrorCode.tokenExpired, 'token expired');
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
    this.liveness.connected(claims.exp);
    const result = compact({
      client: this.clientId,
      version: PUSH_SERVER_VERSION,
      ping: Math.ceil(this.config.pingIntervalMs / 1000),
      pong: true,
      ...expiryFields(this.liveness.expiresAt, this.now()),
    });
    return encodeReply(id, 'connect', JSON.stringify(result));
  }

  private async refresh(id: number, request: RefreshRequest): Promise<Reply> {
    if (typeof request.token !== 'string' || request.token === '') {
      return errorReply(id, ErrorCode.badRequest, 'token required');
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
    this.liveness.setExpiry(claims.exp);
    const result = compact({
      client: this.clientId,
      version: PUSH_SERVER_VERSION,
      ...expiryFields(this.liveness.expiresAt, this.now()),
    });
    return encodeReply(id, 'refresh', JSON.stringify(result));
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    this.liveness.stop();
    this.subscriptions.clear();
  }
}
