// GET /: a page that says what this is (a simulation, not a state's aggregator) and how to use it.
import type { SimulatorState } from './state.ts';

/** `unknownMedicaidIds`: how many Medicaid ids the simulated state does not know (never which: client data). */
export function homePage(state: SimulatorState, unknownMedicaidIds: number): string {
  const count = (kind: keyof SimulatorState['records']) =>
    Object.values(state.records[kind]).filter((record) => record.accepted).length;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Simulated EVV aggregator (simulation)</title></head>
<body>
<h1>Simulated EVV aggregator — a simulation</h1>
<p><strong>This is a simulation for development and tests, not Sandata or any state's aggregator.</strong>
Nothing sent here reaches a payer, and no visit accepted here will be paid.</p>
<p>It speaks the transport of the Sandata alternate-EVV interface and checks visits against the
Connecticut v1.5 field table in <code>fixtures/evv/</code>. See <code>docs/aggregator-simulator.md</code>.</p>
<p>The state's Medicaid eligibility file (MMIS) is simulated too: it holds every Medicaid ID except those
listed in <code>AGGREGATOR_SIM_UNKNOWN_MEDICAID_IDS</code> (${unknownMedicaidIds} now; <code>npm start</code> lists
one demo client's). A client record whose <code>ClientIdentifier</code> is one of them is rejected with exception 0
Unknown Client, and so is a visit of that client: the state's aggregator refuses a client its eligibility file
does not hold, which the app on the device cannot know.</p>
<p>Known so far: ${count('clients')} clients, ${count('employees')} employees, ${count('visits')} accepted visits,
${Object.keys(state.transactions).length} transactions.</p>
<ul>
<li><code>POST /clients</code>, <code>POST /employees</code>, <code>POST /visits</code>: a JSON array of 1 to 5000 records (HTTP Basic auth)</li>
<li><code>GET /{clients|employees|visits}/status?uuid=&lt;id&gt;</code>: the transaction's per-record results</li>
<li><code>GET|POST /_sim/faults</code>, <code>GET /_sim/received</code>: test controls</li>
</ul>
</body>
</html>
`;
}
