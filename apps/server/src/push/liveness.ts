import type { PushConfig } from '@/push/config';
import { expiryTimer, MAX_TIMER_MS } from '@/push/expiry';
import { DisconnectCode } from '@/push/protocol';

/**
 * The timers of one connection (Centrifugo client protocol): closed as stale when no connect comes,
 * pinged with an empty frame and closed when no pong follows, closed when its token expires.
 */
export class ConnectionLiveness {
  private staleTimer: NodeJS.Timeout | null;
  private pingTimer: NodeJS.Timeout | null = null;
  private pongTimer: NodeJS.Timeout | null = null;
  private expiryTimer: NodeJS.Timeout | null = null;
  /** When the connection's token expires (ms), or null. */
  expiresAt: number | null = null;

  constructor(
    private readonly config: PushConfig,
    private readonly now: () => number,
    private readonly send: (frame: string) => void,
    private readonly close: (code: number, reason: string) => void,
  ) {
    this.staleTimer = setTimeout(
      () => this.close(DisconnectCode.stale, 'stale'),
      config.staleCloseDelayMs,
    );
  }

  /** The client connected with a token expiring at `exp` (s): pings start, staleness ends. */
  connected(exp: number): void {
    if (this.staleTimer) clearTimeout(this.staleTimer);
    this.staleTimer = null;
    this.schedulePing(this.config.pingIntervalMs * (0.5 + Math.random() / 2));
    this.setExpiry(exp);
  }

  /** The connection's token now expires at `exp` (s); it is closed that long after. */
  setExpiry(exp: number): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiresAt = exp * 1000;
    const delay = this.expiresAt - this.now() + this.config.expiredCloseDelayMs;
    this.expiryTimer = expiryTimer(
      delay,
      () => this.close(DisconnectCode.expired, 'expired'),
      () => this.setExpiry(exp),
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

  /** The client's pong (an empty command) came. */
  pong(): void {
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = null;
  }

  /** Stops every timer (the connection closed). */
  stop(): void {
    for (const timer of [this.staleTimer, this.pingTimer, this.pongTimer, this.expiryTimer]) {
      if (timer) clearTimeout(timer);
    }
  }
}
