import { and, eq } from 'drizzle-orm';
import { validateNewAddress, type VisitAddress } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { clientAddresses } from '../db/schema/index.ts';
import { findReceipt, lockReceipt, receiptFor, storeReceipt } from './receipts.ts';
import { ResourceRejected } from './write-error.ts';

export interface AddressSwap {
  tempId: number;
  visitAddressId: number;
}

/**
 * A visit address on an appointment: an existing address of this client, or a new EVV address written out
 * (spec 1 §3), stored once per device temporary id.
 */
export async function resolveVisitAddress(
  db: Database,
  owner: { staffId: number; deviceId: string; clientId: number },
  address: VisitAddress | null | undefined,
  which: 'start' | 'end',
  swaps: AddressSwap[],
): Promise<number | null> {
  if (!address) return null;
  const id = address.visitAddressId;
  if (id !== null && id > 0) {
    const [row] = await db
      .select({ id: clientAddresses.id })
      .from(clientAddresses)
      .where(and(eq(clientAddresses.id, id), eq(clientAddresses.clientId, owner.clientId)));
    if (!row) throw ResourceRejected.of({ key: 'server.addressNotFound' });
    return row.id;
  }
  const receiptKey = receiptFor(owner, 'address', id ?? 0);
  if (receiptKey) await lockReceipt(db, receiptKey);
  const known = receiptKey ? await findReceipt(db, receiptKey) : undefined;
  if (known !== undefined) {
    swaps.push({ tempId: id!, visitAddressId: known });
    return known;
  }
  const problems = validateNewAddress(address);
  const first = Object.entries(problems)[0];
  if (first) {
    const [field, detail] = first;
    throw ResourceRejected.of({
      key: 'server.addressInvalid',
      params: {
        which: { key: `server.visitAddress.${which}` },
        detail: { key: 'server.fieldIssue', params: { field, detail } },
      },
    });
  }
  const [created] = await db
    .insert(clientAddresses)
    .values({
      clientId: owner.clientId,
      street1: address.street1!.trim(),
      street2: address.street2?.trim() || null,
      aptSuite: address.aptSuite?.trim() || null,
      city: address.city!.trim(),
      state: address.state!,
      zip: address.zip!,
      type: 'EVV',
      latitude: address.addressLatitude,
      longitude: address.addressLongitude,
      source: 'device',
    })
    .returning({ id: clientAddresses.id });
  if (receiptKey) {
    await storeReceipt(db, receiptKey, created!.id);
    swaps.push({ tempId: id!, visitAddressId: created!.id });
  }
  return created!.id;
}
