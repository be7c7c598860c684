#!/usr/bin/env node
// Builds the server (apps/server/dist/main.js, the JavaScript `npm start` runs with node) when it is missing or
// older than its sources. Runs before `npm start` (prestart). `--force` always builds.
import { ensureBuild } from './ensure-build.mjs';

ensureBuild({
  name: 'server',
  output: 'apps/server/dist/main.js',
  // Everything apps/server/build.mjs bundles or reads; the migrations are read at run time from apps/server/drizzle.
  inputs: [
    'apps/server/src',
    'apps/server/build.mjs',
    'scripts/bundle-node-app.mjs',
    'apps/server/package.json',
    'packages/core/src',
  ],
  workspace: '@carevisit/server',
});
