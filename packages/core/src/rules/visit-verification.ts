import type { AppointmentStatus } from '../entities/appointment.ts';
import type { Message, MessageKey } from '../messages/format.ts';
import { COMMENTS_MAX } from '../constants.ts';
import { skipsVerification } from './appointment-status.ts';

/**
 * The fields of the Visit Verification dialogs. Names follow the Visit entity, so a visit (plus the
 * chosen status and the discrepancy flag) can be passed as it is.
 */
export interface VisitVerificationInput {
  status: AppointmentStatus | null | undefined;
  servicesVerified: boolean | null;
  durationVerified: boolean | null;
  hasSignature: boolean;
  verificationDeclinedReason: number | null | undefined;
  verificationDeclinedComments: string | null | undefined;
  signatureMissingReason: number | null | undefined;
  signatureMissingComments: string | null | undefined;
  /** From hasAddressDiscrepancy (address-distance.ts). */
  addressDiscrepancy: boolean;
  addressDistanceReason: number | null | undefined;
  addressDistanceComments: string | null | undefined;
}

export type VisitVerificationField =
  | 'status'
  | 'servicesVerified'
  | 'durationVerified'
  | 'signature'
  | 'verificationDeclinedReason'
  | 'verificationDeclinedComments'
  | 'signatureMissingReason'
  | 'signatureMissingComments'
  | 'addressDistanceReason'
  | 'addressDistanceComments';
export type VisitVerificationErrors = Partial<Record<VisitVerificationField, Message>>;

/**
 * How the two dialogs share the work (spec 1 §4 Stopping a session):
 * - 'verification': Next on the first dialog (status, qualifiers, Edit Times, the service and duration
 *   questions with the declined reason, and the address discrepancy reason). Signature fields are not
 *   checked yet: they belong to the second dialog.
 * - 'submit': Submit from either dialog checks everything, signature included. Submitting straight from
 *   the first dialog with a YES and no signature therefore gives the "capture a signature or select No"
 *   message, which is the spec's way of sending the user to the signature dialog.
 */
export type VerificationStep = 'verification' | 'submit';

/** spec 1 §4: Error, CBT, CBC and DNS skip visit verification; the visit will not be sent. */
export function visitWillNotBeSent(status: AppointmentStatus | null | undefined): boolean {
  return status != null && skipsVerification(status);
}

/** The Submit confirmation: it says the visit will not be sent for the four skipping statuses. */
export function verificationConfirmation(status: AppointmentStatus | null | undefined): Message {
  return visitWillNotBeSent(status)
    ? { key: 'verification.confirmNotSent', params: { status: status ?? '' } }
    : { key: 'verification.confirmSubmit' };
}

const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

interface ReasonCheck {
  errors: VisitVerificationErrors;
  required: boolean;
  reason: number | null | undefined;
  comments: string | null | undefined;
  reasonField: VisitVerificationField;
  commentsField: VisitVerificationField;
  reasonKey: MessageKey;
  commentsKey: MessageKey;
}

function checkReason(check: ReasonCheck): void {
  const { errors, required, comments } = check;
  if (required && check.reason == null) errors[check.reasonField] = { key: check.reasonKey };
  if (required && isBlank(comments)) {
    errors[check.commentsField] = { key: check.commentsKey };
  } else if ((comments ?? '').length > COMMENTS_MAX) {
    // spec 1 §9: comments 256
    errors[check.commentsField] = { key: 'verification.commentsTooLong', params: { max: COMMENTS_MAX } };
  }
}

/** spec 1 §4 and §5 Visit Verification. An empty object means the step may go on. */
export function validateVisitVerification(
  input: VisitVerificationInput,
  step: VerificationStep = 'submit',
): VisitVerificationErrors {
  const errors: VisitVerificationErrors = {};
  if (input.status == null) errors.status = { key: 'verification.statusRequired' };
  // spec 1 §4: Error, CBT, CBC and DNS skip visit verification entirely.
  if (visitWillNotBeSent(input.status)) return errors;

  const { servicesVerified, durationVerified } = input;
  if (servicesVerified === null) errors.servicesVerified = { key: 'verification.serviceRequired' };
  if (durationVerified === null) errors.durationVerified = { key: 'verification.durationRequired' };

  // spec 1 §5: answering NO requires a declined reason and comments.
  checkReason({
    errors,
    required: servicesVerified === false || durationVerified === false,
    reason: input.verificationDeclinedReason,
    comments: input.verificationDeclinedComments,
    reasonField: 'verificationDeclinedReason',
    commentsField: 'verificationDeclinedComments',
    reasonKey: 'verification.declinedReasonRequired',
    commentsKey: 'verification.declinedCommentsRequired',
  });
  // spec 1 §5: an address distance discrepancy requires reason and comments.
  checkReason({
    errors,
    required: input.addressDiscrepancy,
    reason: input.addressDistanceReason,
    comments: input.addressDistanceComments,
    reasonField: 'addressDistanceReason',
    commentsField: 'addressDistanceComments',
    reasonKey: 'verification.addressReasonRequired',
    commentsKey: 'verification.addressCommentsRequired',
  });
  if (step === 'verification') return errors;

  const answeredYes = servicesVerified === true || durationVerified === true;
  // spec 1 §5: YES to either verification needs a signature; a missing-signature reason does not replace it.
  if (answeredYes && !input.hasSignature) errors.signature = { key: 'verification.signatureOrNo' };
  // spec 1 §5: an empty signature requires a missing-signature reason and comments.
  checkReason({
    errors,
    required: !input.hasSignature && !answeredYes,
    reason: input.signatureMissingReason,
    comments: input.signatureMissingComments,
    reasonField: 'signatureMissingReason',
    commentsField: 'signatureMissingComments',
    reasonKey: 'verification.missingSignatureReasonRequired',
    commentsKey: 'verification.missingSignatureCommentsRequired',
  });
  return errors;
}
