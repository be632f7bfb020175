import {
  EMBED_PREFIX,
  embedEvent,
  parseEmbedCommand,
  type EmbedCommandName,
  type EmbedCommandPayload,
  type EmbedEventName,
  type EmbedEventPayload,
} from '@sportsbook/contract/embed';
import { eventTargets, isAllowedOrigin, type Embedding } from './origin';

/** What the sportsbook does for each incoming command (spec §7 host-page messages). */
export type CommandHandlers = {
  [Name in EmbedCommandName]: (payload: EmbedCommandPayload<Name>) => void;
};

/** The part of the frame's window the bridge uses (a fake in tests). */
export interface BridgeWindow {
  parent: unknown;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface BridgeOptions {
  window: BridgeWindow;
  embedding: Embedding;
  /** Whether the page's session came from the platform's token now (spec §6 wildcard); read per message. */
  tokenSession: () => boolean;
  /** The framing page's origin as the browser reports it (parentOriginOf), or null. */
  parentOrigin: string | null;
  handlers: CommandHandlers;
}

export interface EmbedBridge {
  /** Posts an event to the host (versioned `sportsbook:` envelope, to allowed origins only). */
  post<Name extends EmbedEventName>(name: Name, payload: EmbedEventPayload<Name>): void;
  stop(): void;
}

type Poster = { postMessage(message: unknown, targetOrigin: string): void };

/**
 * The host-page bridge (spec §7): commands are taken only from the parent window, from an
 * allowed origin (spec §6), and only when they parse as a current-version command; anything
 * else (another script's messages, old versions, bad payloads) is ignored without a word.
 */
export function createEmbedBridge(options: BridgeOptions): EmbedBridge {
  // asked each time: a sign-out ends the token session, and with it the wildcard
  const session = () => ({ tokenSession: options.tokenSession() });
  const listener = (message: MessageEvent) => {
    if (message.source !== options.window.parent) return;
    if (!isAllowedOrigin(message.origin, options.embedding, session())) return;
    const command = parseEmbedCommand(message.data);
    if (!command) return;
    const name = command.type.slice(EMBED_PREFIX.length) as EmbedCommandName;
    (options.handlers[name] as (payload: unknown) => void)(command.payload);
  };
  options.window.addEventListener('message', listener);
  return {
    post(name, payload) {
      const message = embedEvent(name, payload);
      const parent = options.window.parent as Poster;
      const targets = eventTargets(options.parentOrigin, options.embedding, session());
      for (const target of targets) parent.postMessage(message, target);
    },
    stop() {
      options.window.removeEventListener('message', listener);
    },
  };
}
