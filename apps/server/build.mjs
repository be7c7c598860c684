#!/usr/bin/env node
// The production build of the server: src/main.ts and what it imports from this workspace and @carevisit/core
// (which ships TypeScript sources) bundled by esbuild into one ES module, dist/main.js, that `npm start` runs
// with node. The packages in package.json's dependencies stay imports resolved from node_modules at run time:
// some are native (argon2) or read files beside their own code (PGlite's WebAssembly, PDFKit's fonts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleNodeApp } from '../../scripts/bundle-node-app.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const { dependencies } = JSON.parse(readFileSync(here('./package.json'), 'utf8'));

await bundleNodeApp({
  entry: here('./src/main.ts'),
  outfile: here('./dist/main.js'),
  external: Object.keys(dependencies).filter((name) => name !== '@carevisit/core'),
});
