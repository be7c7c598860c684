import type { Plugin } from 'vite';
// Relative paths: Vite bundles them into the config, where the workspace package (TypeScript) would not load.
import type { Catalog } from '../../../packages/core/src/messages/catalog.ts';
import { en } from '../../../packages/core/src/messages/en.ts';
import { es } from '../../../packages/core/src/messages/es.ts';
import type { MessageLanguage } from '../../../packages/core/src/messages/format.ts';
import { MESSAGE_LANGUAGES } from '../../../packages/core/src/messages/languages.ts';

const CATALOGS: Record<MessageLanguage, Catalog> = { en, es };

/**
 * The splash in index.html speaks the catalogs' words too (no text outside the catalogs): the app's name, and
 * 'Initializing the application' in each language, marked with its `lang`. public/splash-language.js sets the
 * page's language before the first paint, and index.html's styles show only the text in it (issue 33 item 3).
 */
export function bootSplashText(): Plugin {
  const initializing = MESSAGE_LANGUAGES.map((language) => {
    const text = CATALOGS[language].app.initializing;
    return `<span lang="${language}">${typeof text === 'string' ? text : text.other}</span>`;
  }).join('');
  return {
    name: 'carevisit-boot-splash-text',
    transformIndexHtml: (html) =>
      html.replace('<!--app-name-->', en.header.appName).replace('<!--initializing-->', initializing),
  };
}
