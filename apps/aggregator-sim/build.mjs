#!/usr/bin/env node
// The build of the simulated aggregator: src/main.ts and what it imports bundled by esbuild into one ES module,
// dist/main.js, that `npm start` (scripts/start.mjs) runs with node. It has no dependencies of its own: only
// Node's modules. The field table it checks against is read at run time from fixtures/evv/ (see field-table.ts).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

await build({
  entryPoints: [here('./src/main.ts')],
  outfile: here('./dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
});
