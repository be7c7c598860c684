import { z } from 'zod';
import { readinessCodes } from '../evv/readiness-problem.ts';
import { isoDate, isoDateTime, serverId, syncedFields } from './common.ts';

/** Where one send of a visit to the aggregator is (the server's outbox row; docs/evv.md "The outbox"). */
export const evvSubmissionStatuses = [
  'queued',
  'sending',
  'sent',
  'accepted',
  'rejected',
  'unanswered',
] as const;

/**
 * One send of a verified visit to the payer's aggregator, with its SequenceID, as the server's outbox holds it
 * (issue 32 item 7): the read `evvsubmission` brings these to the caregiver's device, and to her supervisor's, so
 * each visit can say where it stands. A visit sent again (after a fix, or a send that got no answer) has several;
 * the one with the highest SequenceID is where it stands now.
 */
export const evvSubmission = z.object({
  submissionId: serverId,
  evvVisitId: serverId,
  appointmentId: serverId,
  staffId: serverId,
  clientId: serverId,
  /** The client's name, for a supervisor's list of the team's visits (her device may not hold the client). */
  clientFirstName: z.string(),
  clientLastName: z.string(),
  /** The service date and the visit's times as sent: adjusted where edited, else the calls. */
  serviceDate: isoDate,
  visitStart: isoDateTime.nullable(),
  visitEnd: isoDateTime.nullable(),
  /** A whole number as text, strictly increasing per visit. */
  sequenceId: z.string().regex(/^\d{1,20}$/),
  status: z.enum(evvSubmissionStatuses),
  /** What the server's readiness check found while it held the visit back. */
  problems: z.array(z.enum(readinessCodes)),
  /** The aggregator's exceptions: for the visit, or for its client or employee record the visit waits on. */
  exceptions: z.array(z.object({ id: z.string().max(40), description: z.string().max(500) })),
  queuedDate: isoDateTime,
  resultDate: isoDateTime.nullable(),
  ...syncedFields,
});
export type EvvSubmission = z.infer<typeof evvSubmission>;
