import type { VisitVerificationAnswers } from '../../../data/index.ts';

/**
 * What the Visit Verification dialogs hand back on Submit (spec 1 §4 Stopping a session): exactly the answers the
 * visits repository's verify() saves on the visit and its appointment.
 */
export type VerificationResult = VisitVerificationAnswers;

export type { EditedTimes } from '../../../ui/edit-times/edit-times-draft.ts';
