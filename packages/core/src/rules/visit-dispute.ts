import type { AppointmentStatus } from '../entities/appointment.ts';
import { skipsVerification } from './appointment-status.ts';

/** What a client answered in the Visit Verification dialogs (spec 1 §5 Visit verification). */
export interface ClientAnswers {
  appointmentStatus: AppointmentStatus;
  servicesVerified: boolean | null | undefined;
  durationVerified: boolean | null | undefined;
  hasSignature: boolean;
}

/**
 * Issue 36: the client disputes the visit when they answer NO to verifying its services or its duration, or do not
 * sign (refused, or unable to: spec 1 §5 asks the reason for the missing signature). A status that skips
 * verification (spec 1 §4) asks the client nothing, so it disputes nothing.
 */
export function clientDisputes(answers: ClientAnswers): boolean {
  if (skipsVerification(answers.appointmentStatus)) return false;
  return answers.servicesVerified === false || answers.durationVerified === false || !answers.hasSignature;
}
