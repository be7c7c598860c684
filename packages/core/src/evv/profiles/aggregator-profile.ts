import type { CuresRecord } from '../cures-record.ts';

export type AggregatorId = 'sandata' | 'hhaexchange';

/** One field of an aggregator's record: its name, maximum length, whether required, allowed values and format. */
export interface FieldSpec {
  name: string;
  max: number;
  required: boolean;
  values?: readonly string[];
  format?: 'utc-seconds' | 'digits' | 'decimal';
}

/** A field of a profile's table. */
export const field = (
  name: string,
  max: number,
  required: boolean,
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({
  name,
  max,
  required,
  ...extra,
});

/** A part of the record: the record itself, an object inside it, or a list of objects inside it. */
export interface FieldSegment {
  kind: 'record' | 'object' | 'list';
  /** The property holding the object or list; null for the record itself. */
  path: string | null;
  fields: readonly FieldSpec[];
}

/**
 * The agency's EVV Reason Codes (by the descriptor's name) to the aggregator's reason codes. A reason the map does
 * not name is sent as the fallback, a code whose memo says what happened.
 */
export interface ReasonCodeMap {
  byName: Readonly<Record<string, string>>;
  fallback: string;
}

/** Sent to bill the visit, or to take back one sent before (Sandata BillVisit=false: the visit is omitted). */
export type ExportIntent = 'bill' | 'withdraw';

/** What only the server knows and adds when it sends: never on the device. */
export interface ServerOnlyFields {
  employeeIdentifier: string;
}

/** A client as the aggregator knows them: sent before the first visit that names them. */
export interface ClientParty {
  clientId: number;
  firstName: string;
  lastName: string;
  medicaidId: string | null;
  providerMedicaidId: string | null;
}

/** A caregiver as the aggregator knows them: sent before the first visit they gave. */
export interface EmployeeParty {
  staffId: number;
  firstName: string;
  lastName: string;
  qualifier: string | null;
  providerMedicaidId: string | null;
}

/**
 * For an aggregator that keeps clients and employees apart from visits (Sandata): their records, and the field
 * that names each kind of record in the aggregator's results.
 */
export interface PartyPayloads {
  client(client: ClientParty, sequenceId: string): Record<string, unknown>;
  employee(
    employee: EmployeeParty,
    serverOnly: ServerOnlyFields,
    sequenceId: string,
  ): Record<string, unknown>;
  resultKey: { client: string; employee: string; visit: string };
}

/** An aggregator as data (fields, codes, limits) plus a small mapper from the Cures Act record. */
export interface AggregatorProfile {
  id: AggregatorId;
  label: string;
  /** The most records one transaction may carry. */
  maxBatchSize: number;
  segments: readonly FieldSegment[];
  reasonCodes: ReasonCodeMap;
  toPayload(
    record: CuresRecord,
    serverOnly: ServerOnlyFields,
    sequenceId: string,
    intent?: ExportIntent,
  ): Record<string, unknown>;
  /** Absent for an aggregator whose visit carries the client and the employee itself. */
  parties?: PartyPayloads;
}

/** An aggregator that takes clients and employees as records of their own, before their visits (Sandata). */
export type PartiesFirstProfile = AggregatorProfile & { parties: PartyPayloads };

/** The aggregator's code for a change's reason. */
export function profileReasonCode(map: ReasonCodeMap, reasonName: string | null): string {
  return (reasonName !== null ? map.byName[reasonName] : undefined) ?? map.fallback;
}
