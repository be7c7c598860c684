// The core tests' setup: FHIRPath loaded before any test runs, as the server loads it before it imports or scores
// (fhirpath-engine.ts loads it on demand).
import { loadFhirpath } from '../fhirpath-engine.ts';

await loadFhirpath();
