import { config } from 'zod';

/**
 * For a page under a content security policy without 'unsafe-eval' (the web app's): zod's schemas run without
 * their compiled fast path, which such a policy forbids anyway. Without this, zod first probes with
 * `new Function`, which fails as it should but is reported as a policy violation (Lighthouse's best practices,
 * 'inspector-issues'). Call it before the first parse.
 */
export function runSchemasWithoutEval(): void {
  config({ jitless: true });
}
