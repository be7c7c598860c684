import { and, eq, isNull } from 'drizzle-orm';
import { choiceLists, type ChoiceLists } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { descriptorResource } from '../read/tables/reference.ts';
import {
  descriptors,
  medications,
  programs,
  referralSources,
  staff,
  type documents,
} from '../db/schema/index.ts';

type DocumentRow = typeof documents.$inferSelect;

/**
 * The lists behind a document's list-backed fields (spec 2 §3) as its device had them: the account's live
 * descriptors, referral sources, programs and staff and the client's medications, narrowed by core's
 * choiceLists to the document's organization and date of service, so an id prints as the name it was chosen by.
 */
export async function documentChoiceLists(db: Database, row: DocumentRow): Promise<ChoiceLists> {
  const { accountId } = row;
  return choiceLists({
    organizationId: row.organizationId,
    serviceDate: row.serviceDate,
    descriptors: (
      await db
        .select()
        .from(descriptors)
        .where(and(eq(descriptors.accountId, accountId), isNull(descriptors.deletedAt)))
    ).map(descriptorResource),
    medications: await db
      .select({
        medicationId: medications.id,
        description: medications.description,
        status: medications.status,
        endDate: medications.endDate,
      })
      .from(medications)
      .where(and(eq(medications.clientId, row.clientId), isNull(medications.deletedAt))),
    referralSources: await db
      .select({
        referralSourceId: referralSources.id,
        name: referralSources.name,
        organizationId: referralSources.organizationId,
      })
      .from(referralSources)
      .where(and(eq(referralSources.accountId, accountId), isNull(referralSources.deletedAt))),
    programs: await db
      .select({
        programId: programs.id,
        name: programs.name,
        beginDate: programs.beginDate,
        endDate: programs.endDate,
      })
      .from(programs)
      .where(and(eq(programs.accountId, accountId), isNull(programs.deletedAt))),
    staff: await db
      .select({ staffId: staff.id, firstName: staff.firstName, lastName: staff.lastName })
      .from(staff)
      .where(and(eq(staff.accountId, accountId), isNull(staff.deletedAt))),
  });
}
