import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Over this, the first screen is too heavy for a phone on a weak signal (issue 3: under 250 kB gzipped). */
const FIRST_SCREEN_BUDGET_BYTES = 250 * 1024;

/**
 * Prints the gzipped size of the JavaScript the first screen loads: the entry chunk and the chunks it imports
 * statically (lazy routes load later and are not counted). Fails the build over the budget.
 */
export function reportFirstScreenSize(): Plugin {
  return {
    name: 'carevisit-first-screen-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { code: string; imports: string[]; isEntry: boolean }>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk')
          chunks.set(fileName, { code: output.code, imports: output.imports, isEntry: output.isEntry });
      }
      const loaded = new Set<string>();
      const visit = (fileName: string) => {
        if (loaded.has(fileName)) return;
        loaded.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const [fileName, chunk] of chunks) if (chunk.isEntry) visit(fileName);
      let bytes = 0;
      for (const fileName of loaded) bytes += gzipSync(chunks.get(fileName)?.code ?? '').length;
      const kb = (bytes / 1024).toFixed(1);
      const budget = FIRST_SCREEN_BUDGET_BYTES / 1024;
      console.log(`first screen JavaScript: ${kb} kB gzipped in ${loaded.size} chunks (budget ${budget} kB)`);
      if (bytes > FIRST_SCREEN_BUDGET_BYTES)
        this.error(`first screen JavaScript ${kb} kB exceeds ${budget} kB`);
    },
  };
}
