import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
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

/**
 * Fastify plugin: the Centrifugo-protocol WebSocket endpoint on Fastify's own HTTP server (`ws` in
 * noServer mode). Every socket is closed with 3001 (clients reconnect) when the app closes.
 */
export function pushServerPlugin({ config, hub, now = Date.now }: PushServerOptions) {
  return async function pushServer(app: FastifyInstance): Promise<void> {
    const wss = new WebSocketServer({
      noServer: true,
      maxPayload: MAX_INBOUND_BYTES,
      // the JSON client offers no subprotocol; protobuf is not spoken here
      handleProtocols: (protocols) =>
        protocols.has('centrifuge-json') ? 'centrifuge-json' : false,
    });
    const connections = new Set<ClientConnection>();

    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== WEBSOCKET_PATH) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return;
      }
      const offered = request.headers['sec-websocket-protocol'] ?? '';
      const protobuf =
        url.searchParams.get('format') === 'protobuf' ||
        (offered.includes('centrifuge-protobuf') && !offered.includes('centrifuge-json'));
      if (protobuf) {
        socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
        const connection = new ClientConnection(ws, hub, config, app.log, now);
        connections.add(connection);
        ws.on('close', () => connections.delete(connection));
      });
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
