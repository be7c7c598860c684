import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { startTestServer, type TestServer } from './harness.ts';
import { registerStaticWeb } from '../src/http/static-web.ts';

const INDEX =
  '<!doctype html><html><head><title>CareVisit</title></head><body><div id="root"></div></body></html>';
const ASSET = 'index-Bx7kQ2aZ.js';

let server: TestServer;
let webDist: string;
beforeAll(async () => {
  // A stand-in for apps/web/dist: the layout vite build writes.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'carevisit-web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, 'assets', ASSET), 'console.log("app");\n');
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"CareVisit"}');
  fs.writeFileSync(path.join(webDist, '.env'), 'SECRET=1');
  server = await startTestServer({ webDist });
}, 60_000);
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const get = (url: string, headers: Record<string, string> = {}) => fetch(server.baseUrl + url, { headers });

describe('the built web app on the API port', () => {
  it('serves index.html at / with no-cache and the content security policy', async () => {
    const response = await get('/', HTML);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(await response.text()).toBe(INDEX);
  });

  it('answers a reload of an app route with index.html (SPA fallback)', async () => {
    for (const url of ['/dashboard', '/loginOffline', '/oidc/callback?code=abc&state=xyz']) {
      const response = await get(url, HTML);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("worker-src 'self'");
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('marks hashed assets immutable for a year', async () => {
    const response = await get(`/assets/${ASSET}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves sw.js and the manifest with no-cache', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('keeps JSON 404s for unknown API paths, even for a browser', async () => {
    for (const [url, headers] of [
      ['/evv/unknown', {}],
      ['/evv/unknown', HTML],
      ['/config/unknown.json', HTML],
      ['/healthz', {}],
    ] as const) {
      const response = await get(url, headers);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body: any = await response.json();
      expect(body.errors).toHaveLength(1);
      expect(typeof body.errors[0].message).toBe('string');
    }
    const post = await server.post('/evv/unknown', {});
    expect(post.status).toBe(404);
    expect(post.body.errors).toHaveLength(1);
  });

  it('answers a missing asset or a non-HTML request with a 404, not the page', async () => {
    for (const [url, headers] of [
      ['/assets/index-gone.js', HTML],
      ['/dashboard', { accept: 'application/json' }],
      ['/.env', {}],
    ] as const) {
      const response = await get(url, headers);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('still answers the API routes', async () => {
    const health = await get('/health', HTML);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });
});

describe('without a web app build', () => {
  it('registers nothing, so every unknown path stays a JSON 404', async () => {
    const app = Fastify();
    expect(await registerStaticWeb(app, path.join(webDist, 'no-such-dist'))).toBeUndefined();
    expect(app.hasReplyDecorator('sendFile')).toBe(false);
    await app.close();
  });
});
