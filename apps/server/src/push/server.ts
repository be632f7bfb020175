import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { HttpError } from '@/http/errors';
import type { PushConfig } from '@/push/config';
import { ClientConnection } from '@/push/connection';
import type { PushHub } from '@/push/hub';
import { DisconnectCode } from '@/push/protocol';

/** Fixed path of the client WebSocket (DESIGN.md URL layout; Centrifugo's default). */
export const WEBSOCKET_PATH = '/connection/websocket';
/** Inbound frame limit (Centrifugo's default 64 KiB); larger frames close the socket with 1009. */
const MAX_INBOUND_BYTES = 64 * 1024;
/** Time sockets get to finish their close handshake on shutdown before they are cut. */
const CLOSE_GRACE_MS = 1_000;

export interface PushServerOptions {
  config: PushConfig;
  hub: PushHub;
  now?: () => number;
}

interface PendingUpgrade {
  socket: Duplex;
  head: Buffer;
  onError: () => void;
}

/**
 * Fastify plugin: the Centrifugo-protocol WebSocket endpoint on Fastify's own HTTP server (`ws` in
 * noServer mode). Upgrades go through Fastify's router, so hooks run and the client address is
 * Fastify's `request.ip` (trustProxy honoured). Every socket is closed with 3001 (clients
 * reconnect) when the app closes.
 */
export function pushServerPlugin({ config, hub, now = Date.now }: PushServerOptions) {
  return async function pushServer(app: FastifyInstance): Promise<void> {
    const wss = new WebSocketServer({
      noServer: true,
      maxPayload: MAX_INBOUND_BYTES,
      // one frame per socket per turn of the event loop: a flooding socket cannot starve others
      allowSynchronousEvents: false,
      // the JSON client offers no subprotocol; protobuf is not spoken here
      handleProtocols: (protocols) =>
        protocols.has('centrifuge-json') ? 'centrifuge-json' : false,
    });
    const connections = new Set<ClientConnection>();
    const upgrades = new WeakMap<IncomingMessage, PendingUpgrade>();

    const accept = (ws: WebSocket, address: string) => {
      if (!hub.admit(address, config.maxConnectionsPerIp)) {
        ws.close(DisconnectCode.connectionLimit, 'connection limit');
        return;
      }
      const connection = new ClientConnection(ws, hub, config, app.log, now);
      connections.add(connection);
      ws.on('close', () => {
        connections.delete(connection);
        hub.release(address);
      });
    };

    app.get(WEBSOCKET_PATH, async (request, reply) => {
      const upgrade = upgrades.get(request.raw);
      if (!upgrade) {
        throw new HttpError(426, 'upgrade_required', 'Connect with a WebSocket (Centrifugo JSON)');
      }
      const offered = request.headers['sec-websocket-protocol'] ?? '';
      const format = new URL(request.url, 'http://localhost').searchParams.get('format');
      if (
        format === 'protobuf' ||
        (offered.includes('centrifuge-protobuf') && !offered.includes('centrifuge-json'))
      ) {
        throw new HttpError(400, 'invalid_request', 'Only the JSON protocol is spoken here');
      }
      void reply.hijack();
      upgrade.socket.off('error', upgrade.onError);
      wss.handleUpgrade(request.raw, upgrade.socket, upgrade.head, (ws) => accept(ws, request.ip));
    });

    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      // until ws takes the socket over, nobody else listens to its errors
      const onError = () => socket.destroy();
      socket.on('error', onError);
      upgrades.set(request, { socket, head, onError });
      // an answer instead of an upgrade (404, 400, 429...) ends the socket once written
      const response = new ServerResponse(request);
      response.assignSocket(socket as Socket);
      response.once('finish', () => socket.end());
      app.routing(request, response);
    };
    app.server.on('upgrade', onUpgrade);

    // preClose: before the HTTP server waits for its connections, which upgraded sockets would hold
    app.addHook('preClose', async () => {
      app.server.off('upgrade', onUpgrade);
      for (const connection of connections) connection.close(DisconnectCode.shutdown, 'shutdown');
      const deadline = Date.now() + CLOSE_GRACE_MS;
      while (wss.clients.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    });
  };
}
