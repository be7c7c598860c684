// What the server's and the simulated aggregator's builds share: one TypeScript entry and what it imports bundled
// by esbuild into one ES module for Node 20, with its source map; `external` packages stay imports resolved from
// node_modules at run time.
import { build } from 'esbuild';

/** @param {{ entry: string, outfile: string, external?: string[] }} app absolute paths, and the packages left out */
export async function bundleNodeApp({ entry, outfile, external = [] }) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
}
