// What tests (the simulator's and the server's) import: start a simulator on a free port over a temporary dir.
export { startAggregatorSimulator, demoCredentials } from './simulator.ts';
export type { RunningSimulator } from './simulator.ts';
