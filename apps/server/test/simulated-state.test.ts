import fs from 'node:fs';
import { expect, it } from 'vitest';
import { SIMULATED_STATE_UNKNOWN_MEDICAID_IDS } from '../src/evv-export/start-export.ts';
import { MEDICAID_ID_UNKNOWN_TO_STATE } from '../src/seed/billing-lists.ts';

// `npm start` runs the simulated aggregator in a process of its own (scripts/start.mjs), which cannot import the
// server's TypeScript: the launcher keeps its own copy of the Medicaid ids the simulated state does not know.

it("npm start tells the simulated aggregator the server's Medicaid ids unknown to the state", () => {
  const launcher = fs.readFileSync(new URL('../../../scripts/start.mjs', import.meta.url), 'utf8');
  const [, listed] = /const demoUnknownMedicaidIds = \[([^\]]*)\];/.exec(launcher) ?? [];
  expect(listed?.match(/'([^']*)'/g)?.map((quoted) => quoted.slice(1, -1))).toEqual([
    ...SIMULATED_STATE_UNKNOWN_MEDICAID_IDS,
  ]);
  expect(SIMULATED_STATE_UNKNOWN_MEDICAID_IDS).toContain(MEDICAID_ID_UNKNOWN_TO_STATE);
});
