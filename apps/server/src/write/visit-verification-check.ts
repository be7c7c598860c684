import { and, eq } from 'drizzle-orm';
import {
  formatMessage,
  hasAddressDiscrepancy,
  skipsVerification,
  validateVisitVerification,
  type GeoPoint,
  type VisitWrite,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { clientAddresses, type appointments } from '../db/schema/index.ts';
import { ResourceRejected } from './write-error.ts';

type AppointmentRow = typeof appointments.$inferSelect;
type Reasons = Record<
  'VerificationDeclined' | 'SignatureMissing' | 'AddressDistance' | 'EditTimes',
  { reason: number; comments: string } | undefined
>;

/**
 * A verified visit (complete 1) must carry what spec 1 §5 requires of the Visit Verification dialogs, checked
 * with the same core rule; the address discrepancy is measured here from the stored addresses.
 */
export async function checkVerification(
  db: Database,
  input: VisitWrite,
  appointment: AppointmentRow,
  evvState: string | null,
  reasons: Reasons,
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
  const problems = Object.values(errors).map((m) => formatMessage(m.key, m.params));
  if (problems.length > 0) {
    throw new ResourceRejected(
      problems.map((detail) => formatMessage('server.verificationIncomplete', { detail })),
    );
  }
}

/** Start reading against the start address, end reading against the end address (else the client's home). */
async function addressDiscrepancy(
  db: Database,
  input: VisitWrite,
  appointment: AppointmentRow,
  evvState: string | null,
) {
  const home = await db
    .select()
    .from(clientAddresses)
    .where(and(eq(clientAddresses.clientId, appointment.clientId), eq(clientAddresses.type, 'PHYS')));
  const pointOf = async (addressId: number | null): Promise<GeoPoint | null> => {
    const [row] = addressId
      ? await db.select().from(clientAddresses).where(eq(clientAddresses.id, addressId))
      : [home[0]];
    return row ? { latitude: row.latitude, longitude: row.longitude } : null;
  };
  const startAddress = await pointOf(appointment.startVisitAddressId);
  const endAddress = await pointOf(appointment.endVisitAddressId ?? appointment.startVisitAddressId);
  return (
    hasAddressDiscrepancy({
      reading: { latitude: input.startLatitude, longitude: input.startLongitude },
      address: startAddress,
      evvState,
    }) ||
    hasAddressDiscrepancy({
      reading: { latitude: input.endLatitude, longitude: input.endLongitude },
      address: endAddress,
      evvState,
    })
  );
}
