// A small round-robin HTTP load balancer for the load test (bench/load-test.ts), run as its own process so
// that its work does not share the devices' event loop: `tsx bench/load/balancer.ts <port> <backend ports…>`.
// Loopback only. Like an edge proxy, it sets X-Forwarded-For to the address the device connected from, which
// the servers trust from 127.0.0.1 (TRUST_PROXY) and count their rate limits and sign-in throttle by.
import http from 'node:http';

const [listenPort, ...backendPorts] = process.argv.slice(2).map(Number);
if (!listenPort || backendPorts.length === 0) throw new Error('usage: balancer.ts <port> <backend port>…');

const agents = backendPorts.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
let next = 0;

const server = http.createServer((request, response) => {
  const index = next++ % backendPorts.length;
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: backendPorts[index],
      method: request.method,
      path: request.url,
      headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      agent: agents[index],
    },
    (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end('{"errors":[{"message":"bad gateway"}]}');
  });
  request.pipe(upstream);
});
server.keepAliveTimeout = 30_000;
server.listen(listenPort, '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
