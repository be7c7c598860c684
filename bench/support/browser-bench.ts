// What the in-browser benchmarks share: a page bundled with Vite into a folder of its own, served on 127.0.0.1
// (IndexedDB wants a real origin, WebCrypto a secure context), the system's Chromium (never a downloaded
// browser), and the table helpers their reports print with.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build, type PluginOption } from 'vite';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BenchPage {
  /** The folder holding the page's entry module. */
  root: string;
  /** The entry file name inside root, bundled as page.js. */
  entry: string;
  title: string;
  plugins?: PluginOption[];
  minify?: boolean;
}

export interface ServedBenchPage {
  url: string;
  browser: Browser;
  /** Closes the browser and the server and removes the bundle. */
  close: () => Promise<void>;
}

/** The page and its bundle (production builds of its libraries), in a temporary folder of their own. */
async function bundlePage({ root, entry, title, plugins = [], minify = false }: BenchPage): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'carevisit-bench-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    mode: 'production',
    plugins,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: dir,
      emptyOutDir: false,
      target: 'es2022',
      minify,
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry: join(root, entry), formats: ['es'], fileName: () => 'page.js' },
    },
  });
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>${title}</title><script type="module" src="/page.js"></script>\n`,
  );
  return dir;
}

/**
 * The page and its bundle's files (page.js and the chunks its dynamic imports split off, such as a language's
 * catalog), on the loopback address; nothing outside the folder.
 */
async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const name = path === '/' ? 'index.html' : path.slice(1);
    if (!/^[\w-]+(\.[\w-]+)*\.(html|js)$/.test(name)) {
      response.writeHead(404).end();
      return;
    }
    const type = name.endsWith('.html') ? 'text/html' : 'text/javascript';
    readFile(join(dir, name)).then(
      (body) => response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** Bundles and serves the page and starts Chromium; the caller opens pages on `url`. */
export async function openBenchPage(page: BenchPage): Promise<ServedBenchPage> {
  const dir = await bundlePage(page);
  const { server, url } = await serve(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return {
    url,
    browser,
    close: async () => {
      await browser.close();
      server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** One line of a report table: the first cell left-aligned, the figures right-aligned. */
export const row = (cells: string[], widths: number[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
