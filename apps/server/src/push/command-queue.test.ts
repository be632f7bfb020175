import { describe, expect, test } from 'vitest';
import { CommandQueue, type CommandSink, type PendingReply } from './command-queue';
import type { Command } from './protocol';

/** A sink whose `slow` commands answer only when the test releases them. */
function harness() {
  const sent: string[] = [];
  const events: string[] = [];
  const waiting: (() => void)[] = [];
  let closed = false;
  const sink: CommandSink = {
    handle(command: Command): PendingReply {
      const id = String(command.id);
      if (!command.rpc) return id;
      return new Promise((resolve) => waiting.push(() => resolve(`${id}:slow`)));
    },
    send: (frame) => sent.push(frame),
    isClosed: () => closed,
    pause: () => events.push('pause'),
    resume: () => events.push('resume'),
    fail: () => events.push('fail'),
  };
  const release = async () => {
    waiting.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { queue: new CommandQueue(sink), sent, events, release, close: () => (closed = true) };
}

const fast = (id: number): Command => ({ id, subscribe: {} });
const slow = (id: number): Command => ({ id, rpc: {} });

describe('CommandQueue', () => {
  test('a frame without waits answers in one batched frame, at once', () => {
    const { queue, sent } = harness();
    queue.push([fast(1), fast(2)]);
    expect(sent).toEqual(['1\n2']);
  });

  test('what is answered before a wait goes first; later frames never overtake', async () => {
    const { queue, sent, release } = harness();
    queue.push([fast(1), slow(2), fast(3)]);
    queue.push([fast(4)]);
    expect(sent).toEqual(['1']);
    await release();
    expect(sent).toEqual(['1', '2:slow\n3', '4']);
  });

  test('frames piling up behind a wait pause the socket until they are handled', async () => {
    const { queue, events, release } = harness();
    queue.push([slow(1)]);
    for (let id = 2; id <= 17; id++) queue.push([fast(id)]);
    expect(events).toEqual(['pause']);
    await release();
    expect(events).toEqual(['pause', 'resume']);
  });

  test('nothing more is sent once the connection closed during a wait', async () => {
    const { queue, sent, release, close } = harness();
    queue.push([slow(1), fast(2)]);
    queue.push([fast(3)]);
    close();
    await release();
    expect(sent).toEqual([]);
  });
});
