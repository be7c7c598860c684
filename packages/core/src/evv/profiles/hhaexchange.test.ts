import { describe, expect, it } from 'vitest';
import { curesRecord } from '../cures-record.ts';
import { DEMO_CASES, DEMO_EMPLOYEE_IDENTIFIER, demoEvidence } from '../testing/demo-evidence.ts';
import { payloadFieldErrors } from './field-errors.ts';
import { hhaexchangeProfile } from './hhaexchange.ts';

const SERVER_ONLY = { employeeIdentifier: DEMO_EMPLOYEE_IDENTIFIER };
const payloadOf = (evidence = demoEvidence(), intent?: 'bill' | 'withdraw') =>
  hhaexchangeProfile.toPayload(curesRecord(evidence), SERVER_ONLY, '20261127160000', intent);

describe('the HHAeXchange profile', () => {
  it.each(DEMO_CASES.filter((c) => c.ready))(
    'exports every ready demo visit within its table: $name',
    ({ evidence }) => {
      expect(payloadFieldErrors(hhaexchangeProfile, payloadOf(evidence))).toEqual([]);
    },
  );

  it('sends the billed times beside the calls as captured, and one change per edit', () => {
    const evidence = DEMO_CASES.find((c) => c.name.startsWith('times edited'))!.evidence;
    expect(payloadOf(evidence)).toMatchObject({
      visitStartDateTime: '2026-11-27T14:00:00Z',
      visitEndDateTime: '2026-11-27T16:00:00Z',
      calls: [
        { callAssignment: 'ClockIn', callDateTime: '2026-11-27T14:02:00Z', callType: 'Mobile' },
        { callAssignment: 'ClockOut', callDateTime: '2026-11-27T15:58:00Z', callType: 'Mobile' },
      ],
      visitChanges: [{ changeMadeBy: '41', reasonCode: 'TE03' }],
    });
  });

  it('maps a reason it does not know to its fallback, and withdraws with isDeletion', () => {
    const unmapped = DEMO_CASES.find((c) =>
      c.name.startsWith('edited with a reason no profile maps'),
    )!.evidence;
    expect((payloadOf(unmapped).visitChanges as { reasonCode: string }[])[0]?.reasonCode).toBe('TE99');
    expect(payloadOf().isDeletion).toBe('false');
    expect(payloadOf(demoEvidence(), 'withdraw').isDeletion).toBe('true');
  });

  it('finds a missing Medicaid number with its table', () => {
    const payload = payloadOf(demoEvidence({ billing: { clientMedicaidId: null } }));
    expect(payloadFieldErrors(hhaexchangeProfile, payload)).toEqual([
      { field: 'medicaidNumber', problem: 'required' },
    ]);
  });
});
