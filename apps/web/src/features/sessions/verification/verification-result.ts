import type { VisitVerificationAnswers } from '../../../data/index.ts';

/**
 * What the Visit Verification dialogs hand back on Submit (spec 1 §4 Stopping a session): exactly the answers the
 * visits repository's verify() saves on the visit and its appointment.
 */
export type VerificationResult = VisitVerificationAnswers;

/** Times changed in the Edit Times dialog, with the reason when the activity asks for one (spec 1 §5). */
export type EditedTimes = NonNullable<VerificationResult['editedTimes']>;
