// Push bench baseline: same inputs as the real server (POST /push/api/publish, WS path), no protocol.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const host = '127.0.0.1';
const port = Number(process.env.BARE_PORT);
const apiKey = process.env.BARE_API_KEY ?? '';

const wss = new WebSocketServer({ noServer: true });
/** channel -> sockets, picked by the client with `?channel=` */
const channels = new Map();

function publish(channel, data) {
  const frame = JSON.stringify(data);
  for (const ws of channels.get(channel) ?? []) ws.send(frame);
}

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.end('ok');
    return;
  }
  if (req.method !== 'POST' || req.url !== '/push/api/publish') {
    res.writeHead(404).end();
    return;
  }
  if (req.headers['x-api-key'] !== apiKey) {
    res.writeHead(401).end();
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      res.writeHead(400).end();
      return;
    }
    publish(body.channel, body.data);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":{}}');
  });
});

server.on('upgrade', (req, socket, head) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/connection/websocket') {
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    return;
  }
  const channel = url.searchParams.get('channel') ?? '';
  wss.handleUpgrade(req, socket, head, (ws) => {
    let set = channels.get(channel);
    if (!set) channels.set(channel, (set = new Set()));
    set.add(ws);
    ws.on('close', () => set.delete(ws));
  });
});

const shutdown = () => {
  for (const ws of wss.clients) ws.terminate();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1_000).unref();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

server.listen(port, host);
