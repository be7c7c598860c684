import { and, eq } from 'drizzle-orm';
import {
  skipsVerification,
  validateVisitVerification,
  visitAddressDiscrepancy,
  type VisitWrite,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { clientAddresses, type appointments } from '../db/schema/index.ts';
import { ResourceRejected } from './write-error.ts';
import type { VisitReasons } from './visit-values.ts';

type AppointmentRow = typeof appointments.$inferSelect;

/**
 * A verified visit (complete 1) must carry what spec 1 §5 requires of the Visit Verification dialogs, checked
 * with the same core rule; the address discrepancy is measured here from the stored addresses.
 */
export async function checkVerification(
  db: Database,
  input: VisitWrite,
  appointment: AppointmentRow,
  evvState: string | null,
  reasons: VisitReasons,
): Promise<void> {
  if (input.complete !== 1 || skipsVerification(input.appointmentStatus)) return;
  const discrepancy = await addressDiscrepancy(db, input, appointment, evvState);
  const errors = validateVisitVerification(
    {
      status: input.appointmentStatus,
      servicesVerified: input.servicesVerified ?? null,
      durationVerified: input.durationVerified ?? null,
      hasSignature: Boolean(input.hasSig && input.clientSig),
      verificationDeclinedReason: reasons.VerificationDeclined?.reason,
      verificationDeclinedComments: reasons.VerificationDeclined?.comments,
      signatureMissingReason: reasons.SignatureMissing?.reason,
      signatureMissingComments: reasons.SignatureMissing?.comments,
      addressDiscrepancy: discrepancy,
      addressDistanceReason: reasons.AddressDistance?.reason,
      addressDistanceComments: reasons.AddressDistance?.comments,
    },
    'submit',
  );
  const problems = Object.values(errors);
  if (problems.length > 0) {
    throw new ResourceRejected(
      problems.map((detail) => ({ key: 'server.verificationIncomplete', params: { detail } })),
    );
  }
}

/** The core rule over the stored addresses: the appointment's visit addresses, else the client's home. */
async function addressDiscrepancy(
  db: Database,
  input: VisitWrite,
  appointment: AppointmentRow,
  evvState: string | null,
): Promise<boolean> {
  const [home] = await db
    .select()
    .from(clientAddresses)
    .where(and(eq(clientAddresses.clientId, appointment.clientId), eq(clientAddresses.type, 'PHYS')));
  const coordinatesOf = async (addressId: number | null) => {
    if (!addressId) return null;
    const [row] = await db.select().from(clientAddresses).where(eq(clientAddresses.id, addressId));
    return row ? { addressLatitude: row.latitude, addressLongitude: row.longitude } : null;
  };
  return visitAddressDiscrepancy({
    startReading: { latitude: input.startLatitude, longitude: input.startLongitude },
    endReading: { latitude: input.endLatitude, longitude: input.endLongitude },
    startVisitAddress: await coordinatesOf(appointment.startVisitAddressId),
    endVisitAddress: await coordinatesOf(appointment.endVisitAddressId),
    homeAddress: home ? { latitude: home.latitude, longitude: home.longitude } : null,
    evvState,
  }).discrepancy;
}
