import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { curesRecord, type CuresRecord, type PartiesFirstProfile } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import * as t from '../db/schema/index.ts';
import type { IdentifierCipher } from '../billing/identifier-cipher.ts';
import { employeeIdentifierOf } from '../billing/employee-identifier.ts';
import { loadVisitEvidence } from './visit-evidence.ts';

type OutboxRow = typeof t.evvOutbox.$inferSelect;

/** What the exporter needs to build a record: the database, the identifier cipher and the aggregator's profile. */
export interface PayloadSources {
  db: Database;
  cipher: IdentifierCipher;
  profile: PartiesFirstProfile;
}

/** A record as sent, and the key the aggregator's result names it by; null when its subject is gone. */
export interface BuiltRecord {
  payload: Record<string, unknown>;
  key: string | null;
  /** A visit's Cures Act record, for the readiness check before it is sent; null for a client or an employee. */
  visit: CuresRecord | null;
  /** A client's or employee's record, SequenceID aside, as a keyed digest (IdentifierCipher.digest); null for a visit. */
  contentHash: string | null;
}

type Built = Omit<BuiltRecord, 'key'>;

/** What a record is built for: its kind, subject, organization and SequenceID (an outbox row, or one to compare). */
export type RecordSubject = Pick<OutboxRow, 'kind' | 'subjectId' | 'organizationId' | 'sequenceId'>;

/** The SequenceID a party's record is digested with: the digest tells content changes, not sends, apart. */
const DIGESTED_SEQUENCE_ID = '0';

const party = (
  cipher: IdentifierCipher,
  payloadFor: (sequenceId: string) => Record<string, unknown>,
  sequenceId: string,
): Built => ({
  payload: payloadFor(sequenceId),
  visit: null,
  contentHash: cipher.digest(JSON.stringify(payloadFor(DIGESTED_SEQUENCE_ID))),
});

const keyOf = (payload: Record<string, unknown>, field: string): string | null => {
  const value = payload[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

async function providerMedicaidId(db: Database, organizationId: number): Promise<string | null> {
  const [organization] = await db
    .select({ id: t.organizations.medicaidProviderId })
    .from(t.organizations)
    .where(eq(t.organizations.id, organizationId));
  return organization?.id ?? null;
}

async function clientRecord(
  { db, cipher, profile }: PayloadSources,
  row: RecordSubject,
): Promise<Built | null> {
  const [client] = await db.select().from(t.clients).where(eq(t.clients.id, row.subjectId));
  if (!client) return null;
  // The Medicaid id of the client's latest program in the organization that has one.
  const [program] = await db
    .select({ medicaidId: t.clientPrograms.medicaidId })
    .from(t.clientPrograms)
    .where(
      and(
        eq(t.clientPrograms.clientId, client.id),
        eq(t.clientPrograms.organizationId, row.organizationId),
        isNotNull(t.clientPrograms.medicaidId),
      ),
    )
    .orderBy(desc(t.clientPrograms.beginDate))
    .limit(1);
  const input = {
    clientId: client.id,
    firstName: client.firstName,
    lastName: client.lastName,
    medicaidId: program?.medicaidId ?? null,
    providerMedicaidId: await providerMedicaidId(db, row.organizationId),
  };
  return party(cipher, (sequenceId) => profile.parties.client(input, sequenceId), row.sequenceId);
}

async function employeeRecord(
  { db, cipher, profile }: PayloadSources,
  row: RecordSubject,
): Promise<Built | null> {
  const [member] = await db.select().from(t.staff).where(eq(t.staff.id, row.subjectId));
  if (!member) return null;
  const identifier = await employeeIdentifierOf(db, cipher, member.id);
  const input = {
    staffId: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    qualifier: identifier?.qualifier ?? null,
    providerMedicaidId: await providerMedicaidId(db, row.organizationId),
  };
  // Sent empty when none is on file: the aggregator rejects the record, and the office sees why.
  const serverOnly = { employeeIdentifier: identifier?.identifier ?? '' };
  return party(
    cipher,
    (sequenceId) => profile.parties.employee(input, serverOnly, sequenceId),
    row.sequenceId,
  );
}

async function visitRecord(
  { db, cipher, profile }: PayloadSources,
  row: RecordSubject,
): Promise<Built | null> {
  const evidence = await loadVisitEvidence(db, row.subjectId);
  if (!evidence) return null;
  const record = curesRecord(evidence);
  const identifier = await employeeIdentifierOf(db, cipher, evidence.staff.staffId);
  return {
    payload: profile.toPayload(record, { employeeIdentifier: identifier?.identifier ?? '' }, row.sequenceId),
    visit: record,
    contentHash: null,
  };
}

const builders = { client: clientRecord, employee: employeeRecord, visit: visitRecord };

/**
 * The record an outbox row sends, built from the database when it is sent (never stored: the row keeps no
 * identifiers), with the key the aggregator's result will name it by.
 */
export async function buildRecord(sources: PayloadSources, row: RecordSubject): Promise<BuiltRecord | null> {
  const built = await builders[row.kind](sources, row);
  if (!built) return null;
  return { ...built, key: keyOf(built.payload, sources.profile.parties.resultKey[row.kind]) };
}

/** A client's or employee's record as it stands now, as a keyed digest; null when the subject is gone. */
export async function partyContentHash(
  sources: PayloadSources,
  subject: Omit<RecordSubject, 'sequenceId'>,
): Promise<string | null> {
  const built = await builders[subject.kind](sources, { ...subject, sequenceId: DIGESTED_SEQUENCE_ID });
  return built?.contentHash ?? null;
}
