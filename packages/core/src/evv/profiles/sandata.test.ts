import { describe, expect, it } from 'vitest';
import fixture from '../../../../../fixtures/evv/ct-sandata-altevv-v1.5-visit-fields-and-codes.json' with { type: 'json' };
import { curesRecord } from '../cures-record.ts';
import { readinessProblems } from '../readiness.ts';
import { DEMO_CASES, DEMO_EMPLOYEE_IDENTIFIER, demoEvidence } from '../testing/demo-evidence.ts';
import { payloadFieldErrors } from './field-errors.ts';
import { sandataProfile } from './sandata.ts';

interface FixtureField {
  name: string;
  max: number;
  required: string;
  value?: string;
  values?: string[];
}

const SERVER_ONLY = { employeeIdentifier: DEMO_EMPLOYEE_IDENTIFIER };
const SEQUENCE = '20261127160000';
const UTC_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const MODIFIERS = ['Modifier1', 'Modifier2', 'Modifier3', 'Modifier4'];

/**
 * Checks one part of a payload against the fixture's field table, with nothing from the profile: every field it
 * sends is in the table, within its length, from its code list or its one value, times UTC to the second, and
 * every field the table requires is there.
 */
function fixtureErrors(part: Record<string, unknown>, fields: FixtureField[], where: string): string[] {
  const byName = new Map<string, FixtureField>(fields.map((field) => [field.name, field]));
  const errors: string[] = [];
  for (const [name, value] of Object.entries(part)) {
    if (Array.isArray(value) || (typeof value === 'object' && value !== null)) continue;
    const spec = byName.get(name) ?? (MODIFIERS.includes(name) ? byName.get('Modifier1') : undefined);
    if (!spec) {
      errors.push(`${where}.${name}: not in the field table`);
      continue;
    }
    if (value === null) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (text.length > spec.max) errors.push(`${where}.${name}: longer than ${spec.max}`);
    if (spec.values && !spec.values.includes(text)) errors.push(`${where}.${name}: ${text} not in its list`);
    if (spec.value !== undefined && text !== spec.value) errors.push(`${where}.${name}: not ${spec.value}`);
    if (name.endsWith('DateTime') && !UTC_SECONDS.test(text))
      errors.push(`${where}.${name}: not UTC to the second`);
  }
  for (const spec of fields) {
    if (spec.required === 'yes' && (part[spec.name] === undefined || part[spec.name] === null)) {
      errors.push(`${where}.${spec.name}: required`);
    }
  }
  return errors;
}

function sandataErrors(payload: Record<string, unknown>): string[] {
  const visit = fixture.visit;
  const calls = (payload.Calls ?? []) as Record<string, unknown>[];
  const changes = (payload.VisitChanges ?? []) as Record<string, unknown>[];
  return [
    ...fixtureErrors(
      payload.ProviderIdentification as Record<string, unknown>,
      visit.ProviderIdentification,
      'Provider',
    ),
    ...fixtureErrors(payload, visit.VisitGeneralInformation, 'Visit'),
    ...calls.flatMap((call, i) => fixtureErrors(call, visit.Calls.fields, `Calls[${i}]`)),
    ...changes.flatMap((change, i) => [
      ...fixtureErrors(change, visit.VisitChanges.fields, `VisitChanges[${i}]`),
      ...(String(change.ReasonCode) in fixture.reasonCodes
        ? []
        : [`VisitChanges[${i}].ReasonCode: not in 9.3`]),
    ]),
  ];
}

const payloadOf = (evidence = demoEvidence(), intent?: 'bill' | 'withdraw') =>
  sandataProfile.toPayload(curesRecord(evidence), SERVER_ONLY, SEQUENCE, intent);

describe('the Sandata profile', () => {
  it.each(DEMO_CASES.filter((c) => c.ready))(
    'exports every ready demo visit within the CT v1.5 field table: $name',
    ({ evidence }) => {
      const payload = payloadOf(evidence);
      expect(sandataErrors(payload)).toEqual([]);
      expect(payloadFieldErrors(sandataProfile, payload)).toEqual([]);
    },
  );

  it.each(DEMO_CASES.filter((c) => !c.ready))(
    'holds back what readiness names for a demo visit that is not ready: $name',
    ({ evidence }) => {
      expect(readinessProblems(curesRecord(evidence), { otherVisits: [] })).not.toEqual([]);
    },
  );

  it("finds a missing Medicaid id with the profile's own table, as the field table does", () => {
    const payload = payloadOf(demoEvidence({ billing: { clientMedicaidId: null } }));
    expect(sandataErrors(payload)).toEqual(['Visit.ClientIdentifier: required', 'Visit.ClientID: required']);
    expect(payloadFieldErrors(sandataProfile, payload)).toEqual([
      { field: 'ClientIdentifier', problem: 'required' },
      { field: 'ClientID', problem: 'required' },
    ]);
  });

  it('knows every field and limit of the fixture it sends, with the same code lists', () => {
    const table = [
      ...fixture.visit.ProviderIdentification,
      ...fixture.visit.VisitGeneralInformation,
      ...fixture.visit.Calls.fields,
      ...fixture.visit.VisitChanges.fields,
    ] as FixtureField[];
    for (const segment of sandataProfile.segments) {
      for (const spec of segment.fields) {
        // The table lists Modifier1 for the four modifiers.
        const name = MODIFIERS.includes(spec.name) ? 'Modifier1' : spec.name;
        const match = table.find((field) => field.name === name && field.max === spec.max);
        expect(match, spec.name).toBeDefined();
        if (match?.values) expect(spec.values).toEqual(match.values);
        if (match?.value) expect(spec.values).toEqual([match.value]);
        expect(spec.required).toBe(match?.required === 'yes');
      }
    }
  });

  it('maps every demo EVV reason code to an appendix 9.3 code, and an unknown one to Other', () => {
    const { byName, fallback } = sandataProfile.reasonCodes;
    for (const code of [...Object.values(byName), fallback])
      expect(Object.keys(fixture.reasonCodes)).toContain(code);
    expect(fixture.reasonCodes[fallback as keyof typeof fixture.reasonCodes]).toMatch(/^Other/);
    const unmapped = DEMO_CASES.find((c) =>
      c.name.startsWith('edited with a reason no profile maps'),
    )!.evidence;
    expect((payloadOf(unmapped).VisitChanges as { ReasonCode: string }[])[0]?.ReasonCode).toBe('22');
  });

  it('sends the calls as captured to the second, and adjusted times only with their changes', () => {
    const plain = payloadOf();
    expect(plain).not.toHaveProperty('AdjInDateTime');
    expect(plain).not.toHaveProperty('VisitChanges');
    const evidence = DEMO_CASES.find((c) => c.name.startsWith('times edited'))!.evidence;
    const payload = payloadOf({
      ...evidence,
      visit: { ...evidence.visit, beginActualDateTime: '2026-11-27T14:02:07.912Z' },
    });
    expect(
      (payload.Calls as { CallDateTime: string; CallAssignment: string }[]).map((c) => [
        c.CallAssignment,
        c.CallDateTime,
      ]),
    ).toEqual([
      ['Time In', '2026-11-27T14:02:07Z'],
      ['Time Out', '2026-11-27T15:58:00Z'],
    ]);
    expect(payload).toMatchObject({
      AdjInDateTime: '2026-11-27T14:00:00Z',
      AdjOutDateTime: '2026-11-27T16:00:00Z',
      SequenceID: 20261127160000,
      VisitChanges: [
        {
          SequenceID: SEQUENCE,
          ChangeMadeBy: '41',
          ChangeDateTime: '2026-11-27T16:00:00Z',
          ReasonCode: '01',
          ChangeReasonMemo: 'Client asked to start a little later than scheduled.',
        },
      ],
    });
  });

  it('withdraws a visit with BillVisit=false, keeping its calls', () => {
    const billed = payloadOf();
    const withdrawn = payloadOf(demoEvidence(), 'withdraw');
    expect(billed.BillVisit).toBe('true');
    expect(withdrawn.BillVisit).toBe('false');
    expect(withdrawn.Calls).toEqual(billed.Calls);
    expect(withdrawn.VisitCancelledIndicator).toBe('false');
  });

  it('sends modifiers in order and null where there is none', () => {
    const payload = payloadOf(demoEvidence({ billing: { modifiers: ['HQ', 'U1'] } }));
    expect([payload.Modifier1, payload.Modifier2, payload.Modifier3, payload.Modifier4]).toEqual([
      'HQ',
      'U1',
      null,
      null,
    ]);
  });

  it('takes 5,000 records a transaction (CT v1.5 §2.3)', () => {
    expect(sandataProfile.maxBatchSize).toBe(5000);
  });

  it('sends clients and employees keyed as the visit names them, with fields of the table (CT v1.5 §6, §7)', () => {
    const provider = '004210357';
    const client = sandataProfile.parties.client(
      {
        clientId: 301,
        firstName: 'Ana',
        lastName: 'Diaz',
        medicaidId: '012345678',
        providerMedicaidId: provider,
      },
      SEQUENCE,
    );
    const employee = sandataProfile.parties.employee(
      {
        staffId: 41,
        firstName: 'Maria',
        lastName: 'Lopez',
        qualifier: 'EmployeeSSN',
        providerMedicaidId: provider,
      },
      SERVER_ONLY,
      SEQUENCE,
    );
    const visit = payloadOf(demoEvidence());
    const { resultKey } = sandataProfile.parties;
    expect(client[resultKey.client]).toBe('012345678');
    expect(employee[resultKey.employee]).toBe(DEMO_EMPLOYEE_IDENTIFIER);
    expect(visit[resultKey.visit]).toBe(String(demoEvidence().visit.evvVisitId));
    // The rows of the visit's table a client or employee shares with it (ClientID, SequenceID...): within them.
    const rows = fixture.visit.VisitGeneralInformation as FixtureField[];
    for (const party of [client, employee]) {
      expect(party.SequenceID).toBe(Number(SEQUENCE));
      expect(party.ProviderIdentification).toEqual({ ProviderQualifier: 'MedicaidID', ProviderID: provider });
      const shared = rows.filter((row) => row.name in party);
      expect(shared.length).toBeGreaterThan(2);
      const values = Object.fromEntries(shared.map((row) => [row.name, party[row.name]]));
      expect(fixtureErrors(values, shared, 'party')).toEqual([]);
    }
  });
});
