import { and, eq, inArray, isNull } from 'drizzle-orm';
import { activityQualifierChoices, dateInZone, type Descriptor } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { descriptors, type organizations } from '../db/schema/index.ts';
import { ResourceRejected } from './write-error.ts';

/**
 * spec 1 §4 Kept, spec 2 §3: the Activity Qualifiers of a Kept appointment are those its organization offers
 * (its own or every organization's) and that have not ended, the same choice core's activityQualifierChoices
 * gives the dialog (issue 20 §8). One already on the appointment may stay after it ended.
 */
export async function checkQualifiers(
  db: Database,
  input: {
    accountId: number;
    organization: typeof organizations.$inferSelect;
    chosen: readonly number[];
    alreadyOn: readonly number[];
    now: Date;
  },
): Promise<void> {
  if (input.chosen.length === 0) return;
  const rows = await db
    .select()
    .from(descriptors)
    .where(
      and(
        eq(descriptors.accountId, input.accountId),
        inArray(descriptors.id, [...input.chosen]),
        isNull(descriptors.deletedAt),
      ),
    );
  const offered = new Set(
    activityQualifierChoices(
      rows.map((row) => ({ ...row, descriptorId: row.id, type: row.type as Descriptor['type'] })),
      {
        organizationId: input.organization.id,
        today: dateInZone(input.now, input.organization.timeZone),
        checked: input.alreadyOn,
      },
    ).map((descriptor) => descriptor.descriptorId),
  );
  const refused = input.chosen.find((id) => !offered.has(id));
  if (refused !== undefined) {
    throw ResourceRejected.of({ key: 'server.qualifierNotOffered', params: { id: refused } });
  }
}
