import { eq } from 'drizzle-orm';
import { employeeIdentifier, type EmployeeIdQualifier } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { staff } from '../db/schema/index.ts';
import type { IdentifierCipher } from './identifier-cipher.ts';

/** Where a staff member's identifier is sealed: bound to its row, so it opens for that staff member alone. */
const contextOf = (staffId: number) => `staff.employee_identifier_sealed:${staffId}`;

/**
 * Records a staff member's employee identifier (checked by core's `employeeIdentifier`), sealed in its column;
 * the update stamps the row, so devices learn at their next sync that an identifier is on file (never its value).
 */
export async function recordEmployeeIdentifier(
  db: Database,
  cipher: IdentifierCipher,
  staffId: number,
  input: { qualifier: EmployeeIdQualifier; identifier: string },
): Promise<void> {
  const { qualifier, identifier } = employeeIdentifier.parse(input);
  await db
    .update(staff)
    .set({
      employeeIdQualifier: qualifier,
      employeeIdentifierSealed: cipher.seal(identifier, contextOf(staffId)),
    })
    .where(eq(staff.id, staffId));
}

/** A staff member's employee identifier, opened for the aggregator export; null when none is recorded. */
export async function employeeIdentifierOf(
  db: Database,
  cipher: IdentifierCipher,
  staffId: number,
): Promise<{ qualifier: EmployeeIdQualifier; identifier: string } | null> {
  const [row] = await db
    .select({ qualifier: staff.employeeIdQualifier, sealed: staff.employeeIdentifierSealed })
    .from(staff)
    .where(eq(staff.id, staffId));
  if (!row?.qualifier || !row.sealed) return null;
  return employeeIdentifier.parse({
    qualifier: row.qualifier,
    identifier: cipher.open(row.sealed, contextOf(staffId)),
  });
}
