import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite names every file under assets/ by its content hash: a new build means new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, sw.js, manifest.webmanifest, icons: kept, but checked (ETag) on every use, so updates show. */
const REVALIDATE = 'no-cache';

/** Paths the server itself answers: a browser asking for one of them never gets the app's index.html. */
const SERVER_PATH = /^\/(?:evv|config|health)(?:[/?#]|$)/;
/** A missing hashed file is a 404, not the app's page (a script tag must not receive HTML). */
const ASSET_PATH = /^\/assets\//;

export interface StaticWeb {
  /** The folder served, for the startup log. */
  root: string;
  /**
   * A request the not-found handler answers with index.html: a browser navigation (GET or HEAD, accepts
   * text/html) to a path of the app itself, such as /dashboard or /oidc/callback?code=..., on reload.
   */
  isAppNavigation(request: FastifyRequest): boolean;
  sendIndex(reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built web app (apps/web/dist) from the same server and port as the API, when the folder
 * exists. Unknown API paths keep their JSON 404; the caller's not-found handler asks isAppNavigation.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string,
): Promise<StaticWeb | undefined> {
  const root = path.resolve(webDist);
  if (!fs.statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    app.log.warn(`No web app build in ${root} (npm run build makes one): serving the API only.`);
    return undefined;
  }

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // The wildcard route reads the folder on each request, so a rebuild needs no restart.
    wildcard: true,
    index: ['index.html'],
    dotfiles: 'ignore',
    serveDotFiles: false,
    redirect: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      void reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
  });

  const indexFile = path.join(root, 'index.html');
  app.log.info(`Serving the web app from ${root}.`);
  return {
    root,
    isAppNavigation(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (SERVER_PATH.test(request.url) || ASSET_PATH.test(request.url)) return false;
      if (!(request.headers.accept ?? '').includes('text/html')) return false;
      // A half-written build (no index.html yet) answers like an unknown path.
      return fs.existsSync(indexFile);
    },
    sendIndex(reply) {
      return reply.sendFile('index.html', root);
    },
  };
}
