// Test builders other workspaces' tests share with core's (imported as @carevisit/core/testing, never by
// production code).
export { question, testMeasure } from './modules/impact-test-measure.ts';
