import type { Command } from '@/push/protocol';

/** A reply to one command, or null when the command gets none (send, or the socket was closed). */
export type Reply = string | null;
/** Commands that check a token answer later (WebCrypto is asynchronous). */
export type PendingReply = Reply | Promise<Reply>;

/** Frames held while an earlier one waits on a token check; beyond this the socket stops reading. */
const MAX_QUEUED_FRAMES = 16;

/** What the queue needs of its connection. */
export interface CommandSink {
  handle(command: Command): PendingReply;
  /** Sends one frame (replies joined by `\n`). */
  send(frame: string): void;
  isClosed(): boolean;
  /** Stops and restarts reading the socket (backpressure). */
  pause(): void;
  resume(): void;
  /** A command threw: the connection ends. */
  fail(err: unknown): void;
}

/**
 * Runs the commands of a connection strictly in order, across frames too, although a token check
 * answers later: replies of one frame travel batched in one frame, and what is answered before a
 * wait is sent first, so a publication never overtakes its subscribe reply.
 */
export class CommandQueue {
  private readonly frames: Command[][] = [];
  private draining = false;
  private paused = false;

  constructor(private readonly sink: CommandSink) {}

  /** Queues one frame's commands; they run at once unless an earlier frame is still waiting. */
  push(commands: Command[]): void {
    this.frames.push(commands);
    if (!this.draining) void this.drain();
    // a client that outruns the token checks waits on TCP instead of filling memory
    else if (this.frames.length >= MAX_QUEUED_FRAMES && !this.paused) {
      this.paused = true;
      this.sink.pause();
    }
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      for (
        let next = this.frames.shift();
        next && !this.sink.isClosed();
        next = this.frames.shift()
      ) {
        await this.run(next);
      }
    } catch (err) {
      this.sink.fail(err);
    } finally {
      this.draining = false;
      if (this.paused) {
        this.paused = false;
        if (!this.sink.isClosed()) this.sink.resume();
      }
    }
  }

  private async run(commands: Command[]): Promise<void> {
    const replies: string[] = [];
    for (const command of commands) {
      let reply = this.sink.handle(command);
      if (reply instanceof Promise) {
        this.flush(replies);
        reply = await reply;
      }
      if (this.sink.isClosed()) return;
      if (reply) replies.push(reply);
    }
    this.flush(replies);
  }

  private flush(replies: string[]): void {
    if (replies.length > 0) this.sink.send(replies.splice(0).join('\n'));
  }
}
