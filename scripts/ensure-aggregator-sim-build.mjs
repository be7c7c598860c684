#!/usr/bin/env node
// Builds the simulated aggregator (apps/aggregator-sim/dist/main.js, which scripts/start.mjs runs with node) when
// it is missing or older than its sources. Runs before `npm start` (prestart). `--force` always builds.
import { ensureBuild } from './ensure-build.mjs';

ensureBuild({
  name: 'simulated aggregator',
  output: 'apps/aggregator-sim/dist/main.js',
  // The field table (fixtures/evv/) is read at run time, not bundled.
  inputs: [
    'apps/aggregator-sim/src',
    'apps/aggregator-sim/build.mjs',
    'scripts/bundle-node-app.mjs',
    'apps/aggregator-sim/package.json',
  ],
  workspace: '@carevisit/aggregator-sim',
});
