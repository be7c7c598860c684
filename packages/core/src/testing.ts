// Test builders other workspaces' tests share with core's (imported as @carevisit/core/testing, never by
// production code).
export { question, testMeasure } from './modules/impact-test-measure.ts';
export { demoEvidence, DEMO_EMPLOYEE_IDENTIFIER } from './evv/testing/demo-evidence.ts';
