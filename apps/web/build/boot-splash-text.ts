import type { Plugin } from 'vite';
// A relative path: Vite bundles it into the config, where the workspace package (TypeScript) would not load.
import { en } from '../../../packages/core/src/messages/en.ts';

/** The splash in index.html speaks the catalog's words too (no text outside the catalog). */
export function bootSplashText(): Plugin {
  return {
    name: 'carevisit-boot-splash-text',
    transformIndexHtml: (html) =>
      html.replace('<!--app-name-->', en.header.appName).replace('<!--initializing-->', en.app.initializing),
  };
}
