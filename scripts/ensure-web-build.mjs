#!/usr/bin/env node
// Builds the web app (apps/web/dist, served by the server on its own port) when it is missing or older than
// its sources. Runs before `npm start` (prestart) and before the end-to-end tests. `--force` always builds.
import { ensureBuild } from './ensure-build.mjs';

ensureBuild({
  name: 'web app',
  output: 'apps/web/dist/index.html',
  // Everything vite build reads from this repository.
  inputs: [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/build',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'packages/core/src',
  ],
  workspace: '@carevisit/web',
});
