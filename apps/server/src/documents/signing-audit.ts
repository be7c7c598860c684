import { inArray } from 'drizzle-orm';
import {
  auditedMeaning,
  contentHash,
  signatureRecords,
  staffSignaturesOf,
  type ModuleData,
  type SignatureRecord,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { signatureAudit, staff, type documents } from '../db/schema/index.ts';

type DocumentRow = typeof documents.$inferSelect;

/** The part of a stored document a signature vouches for, as core's content hash reads it. */
export function signedFieldsOf(row: DocumentRow) {
  return {
    serviceDocumentId: row.serviceDocumentId,
    serviceDocumentVersion: row.serviceDocumentVersion,
    clientId: row.clientId,
    clientProgramId: row.clientProgramId,
    serviceDate: row.serviceDate,
    moduleData: row.moduleData as ModuleData[],
  };
}

/** A stored document carries a staff signature: its content is what that signature vouches for. */
export function isSignedRow(row: DocumentRow): boolean {
  const signature = row.signature;
  return Boolean(signature?.signedBy && signature.signedDate);
}

const sameSigning = (a: SignatureRecord, b: SignatureRecord): boolean =>
  a.meaning === b.meaning &&
  a.roleOther === b.roleOther &&
  a.staffId === b.staffId &&
  a.signerName === b.signerName &&
  a.signedAt === b.signedAt &&
  a.image === b.image;

async function staffNames(tx: Database, rows: readonly DocumentRow[]): Promise<Map<number, string>> {
  const ids = [
    ...new Set(rows.flatMap((row) => staffSignaturesOf(row).map((signature) => signature.staffId))),
  ];
  if (ids.length === 0) return new Map();
  const found = await tx
    .select({ id: staff.id, firstName: staff.firstName, lastName: staff.lastName })
    .from(staff)
    .where(inArray(staff.id, ids));
  return new Map(found.map((member) => [member.id, `${member.firstName} ${member.lastName}`]));
}

/**
 * Issue 16 item 3: each signature a write adds (a pad drawn, the staff signature, a co-signer's) is appended to
 * signature_audit with who signed, its meaning, when, and the SHA-256 of the content as stored by this write,
 * which the server keeps from then on (a later change to that content is refused).
 */
export async function recordSignings(
  tx: Database,
  caller: { staffId: number; accountId: number; now: Date },
  before: DocumentRow | undefined,
  after: DocumentRow,
): Promise<number> {
  const names = await staffNames(tx, before ? [before, after] : [after]);
  const nameOf = (staffId: number) => names.get(staffId) ?? String(staffId);
  const toRecords = (row: DocumentRow) =>
    signatureRecords({ staffId: row.staffId, signature: row.signature }, nameOf);
  const previous = before ? toRecords(before) : [];
  const added = toRecords(after).filter((record) => !previous.some((seen) => sameSigning(seen, record)));
  if (added.length === 0) return 0;
  const hash = await contentHash(signedFieldsOf(after));
  await tx.insert(signatureAudit).values(
    added.map((record) => ({
      accountId: caller.accountId,
      organizationId: after.organizationId,
      documentId: after.id,
      documentVersion: after.version,
      meaning: auditedMeaning(record),
      signerStaffId: record.staffId,
      signerName: record.signerName,
      signedAt: record.signedAt ? new Date(record.signedAt) : caller.now,
      contentHash: hash,
      recordedByStaffId: caller.staffId,
      recordedAt: caller.now,
    })),
  );
  return added.length;
}
