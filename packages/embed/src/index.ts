// types only from the zod schemas: the host's bundle carries no zod (contract/src/embed.ts)
import type {
  EmbedCommandName,
  EmbedCommandPayload,
  EmbedHostCommandName,
  EmbedEvent,
  EmbedEventName,
  EmbedEventPayload,
} from '@sportsbook/contract/embed';
import {
  EMBED_EVENT_NAMES,
  EMBED_PREFIX,
  EMBED_VERSION,
  embedMessageName,
} from '@sportsbook/contract/embed-envelope';

export {
  EMBED_COMMAND_NAMES,
  EMBED_EVENT_NAMES,
  EMBED_PREFIX,
  EMBED_VERSION,
} from '@sportsbook/contract/embed-envelope';
export type {
  EmbedCommand,
  EmbedCommandName,
  EmbedCommandPayload,
  EmbedEvent,
  EmbedEventName,
  EmbedEventPayload,
  EmbedHostCommandName,
} from '@sportsbook/contract/embed';

export interface SportsbookFrameOptions {
  /** The element the frame is appended to. */
  container: HTMLElement;
  /** The sportsbook page to open, e.g. `https://sportsbook.example/live`. */
  src: string;
  /** The sportsbook's origin: events from any other are ignored, commands go only there. Default: src's. */
  origin?: string;
  /** The frame's accessible name. */
  title?: string;
}

/** Commands whose payload is empty may leave it out. */
type PayloadArgs<Name extends EmbedHostCommandName> =
  Record<string, never> extends EmbedCommandPayload<Name>
    ? [payload?: EmbedCommandPayload<Name>]
    : [payload: EmbedCommandPayload<Name>];

export type EventHandler<Name extends EmbedEventName> = (
  payload: EmbedEventPayload<Name>,
  event: EmbedEvent<Name>,
) => void;

export interface SportsbookFrame {
  readonly iframe: HTMLIFrameElement;
  /** Sends a command; before the sportsbook first says `initialized` it waits in a queue. */
  send<Name extends EmbedHostCommandName>(name: Name, ...payload: PayloadArgs<Name>): void;
  /**
   * Listens to one event, or to all with '*'. The sportsbook is told which events have a
   * listener by name ('*' counts for none): a `deposit` listener makes the host the cashier.
   * @returns a function that stops listening
   */
  on<Name extends EmbedEventName>(name: Name, handler: EventHandler<Name>): () => void;
  on(name: '*', handler: (event: EmbedEvent) => void): () => void;
  /** Stops listening and removes the frame. */
  destroy(): void;
}

/**
 * Frames the sportsbook in `container` and talks to it (spec §7 host-page messages): typed,
 * versioned `sportsbook:` envelopes, accepted only from the frame's window and origin.
 */
export function createSportsbookFrame(options: SportsbookFrameOptions): SportsbookFrame {
  const origin = options.origin ?? new URL(options.src).origin;
  const view = options.container.ownerDocument.defaultView;
  if (!view) throw new Error('The container is not in a window');
  const iframe = options.container.ownerDocument.createElement('iframe');
  iframe.src = options.src;
  iframe.title = options.title ?? 'Sportsbook';
  iframe.allow = 'clipboard-write; fullscreen';
  const handlers = new Map<string, Set<(payload: unknown, event: EmbedEvent) => void>>();
  let queue: { name: EmbedCommandName; payload: unknown }[] | null = [];
  let announced = '';

  /** The events handled by name, sorted: what the sportsbook is told in `listeners`. */
  const listened = () =>
    [...handlers]
      .filter(([name, set]) => name !== '*' && set.size > 0)
      .map(([name]) => name as EmbedEventName)
      .sort();
  // once the frame listens; again when the set changes or a new document says `initialized`
  const announce = (force: boolean) => {
    const events = listened();
    const key = events.join(',');
    if (queue !== null || (!force && key === announced)) return;
    announced = key;
    post('listeners', { events });
  };

  const post = (name: EmbedCommandName, payload: unknown) =>
    iframe.contentWindow?.postMessage(
      { type: `${EMBED_PREFIX}${name}`, version: EMBED_VERSION, payload },
      origin,
    );

  const listener = (message: MessageEvent) => {
    // another frame's or another origin's message is never the sportsbook's
    if (message.origin !== origin || message.source !== iframe.contentWindow) return;
    // the sportsbook's own window and origin: the envelope is checked, its payload trusted
    const name = embedMessageName(message.data, EMBED_EVENT_NAMES);
    if (!name) return;
    const event = message.data as EmbedEvent;
    if (name === 'initialized') {
      const pending = queue ?? [];
      queue = null;
      for (const command of pending) post(command.name, command.payload);
      // each document of the frame starts knowing no listener
      announce(true);
    }
    for (const handler of handlers.get(name) ?? []) handler(event.payload, event);
    for (const handler of handlers.get('*') ?? []) (handler as (e: EmbedEvent) => void)(event);
  };
  view.addEventListener('message', listener);
  options.container.append(iframe);

  return {
    iframe,
    send(name, ...[payload]) {
      if (queue) queue.push({ name, payload: payload ?? {} });
      else post(name, payload ?? {});
    },
    on(name: string, handler: (...args: never[]) => void) {
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      const entry = handler as (payload: unknown, event: EmbedEvent) => void;
      set.add(entry);
      announce(false);
      return () => {
        set.delete(entry);
        announce(false);
      };
    },
    destroy() {
      view.removeEventListener('message', listener);
      handlers.clear();
      iframe.remove();
    },
  };
}
