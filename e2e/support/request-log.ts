import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, TestInfo } from '@playwright/test';
import type { FastifyInstance } from 'fastify';

// Diagnostics for a test that hangs, on only when E2E_REQUEST_LOG names a folder:
//   E2E_REQUEST_LOG=test-results/requests CI=true npx playwright test --project=tablet
// - the worker's server writes one line per request start and end to <folder>/server-<worker>.log: time,
//   request id, method, route pattern (no query, no ids of the path), status and milliseconds; never a body,
//   a header or a value;
// - a failed test gets the browser's requests still unanswered, its last console lines and uncaught errors
//   attached (and written to the log).

const folder = process.env.E2E_REQUEST_LOG?.trim();

function serverLogFile(): string {
  const file = path.resolve(folder!, `server-${process.env.TEST_WORKER_INDEX ?? 'x'}.log`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

/** Appends a line to this worker's server log (a test's title as it begins, so lines can be told apart). */
export function noteServerLog(line: string): void {
  if (folder) fs.appendFileSync(serverLogFile(), `${new Date().toISOString()} ${line}\n`);
}

/** The server's request lines (see above); before the server listens. */
export function logServerRequests(app: FastifyInstance): void {
  if (!folder) return;
  const started = new WeakMap<object, number>();
  const route = (request: { routeOptions: { url?: string }; url: string }) =>
    request.routeOptions.url ?? `static ${request.url.split('?')[0]}`;
  app.addHook('onRequest', (request, _reply, done) => {
    started.set(request, performance.now());
    noteServerLog(`${request.id} start ${request.method} ${route(request)}`);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(performance.now() - (started.get(request) ?? performance.now()));
    noteServerLog(`${request.id} end ${request.method} ${route(request)} ${reply.statusCode} ${ms}ms`);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    noteServerLog(`${request.id} aborted ${request.method} ${route(request)}`);
    done();
  });
}

/**
 * Watches the context's requests and console; after a failed test, attaches those still unanswered (method,
 * path, resource type, service worker or page), the last console lines and uncaught errors.
 */
export async function watchBrowser(context: BrowserContext, testInfo: TestInfo, run: () => Promise<void>) {
  if (!folder) return run();
  const pending = new Map<object, string>();
  const consoleLines: string[] = [];
  const started = performance.now();
  const stamp = () => `${Math.round(performance.now() - started)}ms`;
  context.on('request', (request) => {
    const url = new URL(request.url());
    const from = request.serviceWorker() ? 'sw' : 'page';
    pending.set(
      request,
      `${stamp()} ${from} ${request.method()} ${url.host}${url.pathname} ${request.resourceType()}`,
    );
  });
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('requestfailed', (request) => pending.delete(request));
  context.on('console', (message) => {
    consoleLines.push(`${stamp()} ${message.type()} ${message.text().slice(0, 200)}`);
    if (consoleLines.length > 50) consoleLines.shift();
  });
  // An error nothing caught (an unhandled rejection of a click's handler): its class and first line.
  context.on('weberror', (error) => {
    const { name, message } = error.error();
    consoleLines.push(`${stamp()} uncaught ${name}: ${message.split('\n')[0]?.slice(0, 200)}`);
  });
  try {
    await run();
  } finally {
    if (testInfo.status !== testInfo.expectedStatus) {
      const body = [`at ${stamp()}`, 'unanswered:', ...pending.values(), 'console:', ...consoleLines];
      await testInfo.attach('browser-requests', { body: body.join('\n'), contentType: 'text/plain' });
      noteServerLog(`browser at failure of ${testInfo.title}:\n  ${body.join('\n  ')}`);
    }
  }
}
