import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server: the parent of the folder this code runs from. It must stay a file directly under src/, so the
 * sources (src/*.ts, run by tsx and the tests) and the build (dist/main.js, one bundle) find the same folders.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** apps/web/dist: where `npm run build` puts the web app. */
export const defaultWebDist = path.resolve(serverRoot, '../web/dist');

/** The SQL migrations drizzle-kit generates, applied at every start. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** The public FHIR Questionnaires of fixtures/fhir, byte for byte: the demo imports the PHQ-9 (issue 34). */
export const fhirFixturesFolder = path.resolve(serverRoot, '../../fixtures/fhir');
