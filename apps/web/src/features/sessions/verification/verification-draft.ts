import {
  keptQualifiers,
  showsQualifiers,
  visitWillNotBeSent,
  type Appointment,
  type AppointmentStatus,
  type VisitVerificationInput,
} from '@carevisit/core';
import type { EditedTimes, VerificationResult } from './verification-result.ts';

/** What the user has entered in the two Visit Verification dialogs so far. Comments are kept as typed. */
export interface VerificationDraft {
  status: AppointmentStatus | null;
  /** Ticked Activity Qualifiers (descriptor ids). */
  qualifiers: number[];
  servicesVerified: boolean | null;
  durationVerified: boolean | null;
  signature: string | null;
  verificationDeclinedReason: number | null;
  verificationDeclinedComments: string;
  signatureMissingReason: number | null;
  signatureMissingComments: string;
  addressDistanceReason: number | null;
  addressDistanceComments: string;
  editedTimes: EditedTimes | null;
}

/**
 * A fresh verification. No status is chosen: the appointment is In Session, which is no ending status (spec 1
 * §5 'Status is a required field'). Qualifiers already on the appointment start ticked.
 */
export function initialDraft(
  appointment: Pick<Appointment, 'activityDetailDescriptorList'>,
): VerificationDraft {
  return {
    status: null,
    qualifiers: keptQualifiers(appointment.activityDetailDescriptorList).map(
      ({ descriptorId }) => descriptorId,
    ),
    servicesVerified: null,
    durationVerified: null,
    signature: null,
    verificationDeclinedReason: null,
    verificationDeclinedComments: '',
    signatureMissingReason: null,
    signatureMissingComments: '',
    addressDistanceReason: null,
    addressDistanceComments: '',
    editedTimes: null,
  };
}

/** spec 1 §4: Error, CBT, CBC and DNS skip verification: no questions, signature or address reason. */
export const skipsVerificationStep = (draft: VerificationDraft): boolean => visitWillNotBeSent(draft.status);

/** spec 1 §5: answering NO requires a declined reason and comments. */
export const answeredNo = (draft: VerificationDraft): boolean =>
  draft.servicesVerified === false || draft.durationVerified === false;

export const answeredYes = (draft: VerificationDraft): boolean =>
  draft.servicesVerified === true || draft.durationVerified === true;

/**
 * spec 1 §5: an empty signature requires a missing-signature reason. With a YES the signature itself is
 * required instead, so the reason is not asked for then.
 */
export const asksMissingSignatureReason = (draft: VerificationDraft): boolean =>
  draft.signature === null && !answeredYes(draft);

export function toggleQualifier(
  draft: VerificationDraft,
  descriptorId: number,
  checked: boolean,
): VerificationDraft {
  const others = draft.qualifiers.filter((id) => id !== descriptorId);
  return { ...draft, qualifiers: checked ? [...others, descriptorId] : others };
}

/** The draft as the core rule reads it (validateVisitVerification). */
export function verificationInput(
  draft: VerificationDraft,
  addressDiscrepancy: boolean,
): VisitVerificationInput {
  return {
    status: draft.status,
    servicesVerified: draft.servicesVerified,
    durationVerified: draft.durationVerified,
    hasSignature: draft.signature !== null,
    verificationDeclinedReason: draft.verificationDeclinedReason,
    verificationDeclinedComments: draft.verificationDeclinedComments,
    signatureMissingReason: draft.signatureMissingReason,
    signatureMissingComments: draft.signatureMissingComments,
    addressDiscrepancy,
    addressDistanceReason: draft.addressDistanceReason,
    addressDistanceComments: draft.addressDistanceComments,
  };
}

const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * What Submit hands back, once the draft has passed validation. Only what applies is kept: a reason the user
 * entered and then made moot (a NO changed back to YES, a signature drawn after all) is not sent with it.
 */
export function toVerificationResult(
  draft: VerificationDraft,
  addressDiscrepancy: boolean,
): VerificationResult {
  const { status } = draft;
  if (status === null) throw new Error('A verification without a status cannot be submitted');
  const qualifiers = showsQualifiers(status)
    ? keptQualifiers(
        draft.qualifiers.map((descriptorId) => ({
          descriptorId,
          descriptorType: 'Activity Qualifiers' as const,
        })),
      )
    : [];
  const skipped = visitWillNotBeSent(status);
  const declined = !skipped && answeredNo(draft);
  const missing = !skipped && asksMissingSignatureReason(draft);
  const distance = !skipped && addressDiscrepancy;
  return {
    status,
    qualifiers,
    servicesVerified: skipped ? null : draft.servicesVerified,
    durationVerified: skipped ? null : draft.durationVerified,
    signature: skipped ? null : draft.signature,
    verificationDeclinedReason: declined ? draft.verificationDeclinedReason : null,
    verificationDeclinedComments: declined ? textOrNull(draft.verificationDeclinedComments) : null,
    signatureMissingReason: missing ? draft.signatureMissingReason : null,
    signatureMissingComments: missing ? textOrNull(draft.signatureMissingComments) : null,
    addressDistanceReason: distance ? draft.addressDistanceReason : null,
    addressDistanceComments: distance ? textOrNull(draft.addressDistanceComments) : null,
    editedTimes: draft.editedTimes,
  };
}
