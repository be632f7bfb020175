// Starts the built web as `next start` does, plus the one thing Next cannot: tell the app the
// socket's peer address. Next fills X-Forwarded-For only when the client sent none, so behind it a
// forged chain and a real one look alike (src/api/forwarded.ts decides what to believe).
// Usage: node server.mjs [-H host] [-p port]
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';

// the header and marker src/api/forwarded.ts reads: every request gets the header, overwritten
const PEER_HEADER = 'x-sportsbook-peer';
globalThis[Symbol.for('sportsbook.web.peer-header')] = PEER_HEADER;

const { values } = parseArgs({
  options: {
    hostname: { type: 'string', short: 'H' },
    port: { type: 'string', short: 'p', default: '3000' },
  },
});
const port = Number(values.port);
const hostname = values.hostname;

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * Next hands a route handler's headers to the response as lists (setHeader(name, [value])); a
 * Content-Type list reads as "not compressible" to Next's compression, so API answers went plain.
 * A one-value Content-Type is set as a string (issue 18: compressed API answers).
 */
function singleContentType(res) {
  const setHeader = res.setHeader;
  res.setHeader = function set(name, value) {
    const one = Array.isArray(value) && value.length === 1 && name.toLowerCase() === 'content-type';
    return setHeader.call(this, name, one ? value[0] : value);
  };
}

const server = createServer((req, res) => {
  singleContentType(res);
  const peer = req.socket.remoteAddress;
  if (peer) req.headers[PEER_HEADER] = peer;
  else delete req.headers[PEER_HEADER];
  void handle(req, res);
});

// Node's 5 s idle keep-alive closes sockets a client (a load balancer, a test's request context)
// may be reusing that very moment (ECONNRESET); keep them longer than such clients' usual 60 s
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, () => {
  console.log(`web ready on http://${hostname ?? 'localhost'}:${port}`);
});

// like `next start`: finish in-flight requests on SIGTERM/SIGINT, then exit
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
