#!/usr/bin/env node
// The build of the simulated aggregator: src/main.ts and what it imports bundled by esbuild into one ES module,
// dist/main.js, that `npm start` (scripts/start.mjs) runs with node. It has no dependencies of its own: only
// Node's modules. The field table it checks against is read at run time from fixtures/evv/ (see field-table.ts).
import { fileURLToPath } from 'node:url';
import { bundleNodeApp } from '../../scripts/bundle-node-app.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

await bundleNodeApp({ entry: here('./src/main.ts'), outfile: here('./dist/main.js') });
