import { z } from 'zod';
import { isoDateTime, serverId, syncedFields } from './common.ts';

/**
 * A supervisor's correction of a verified visit's times as the server stored it (issue 32 item 5), read by the
 * caregiver's device and her supervisor's as `visitcorrection`: the device folds it into the visit's record as the
 * server does, so the hours and the readiness check shown offline are those the aggregator is sent. Never changed
 * once stored; a later correction comes beside it.
 */
export const storedVisitCorrection = z.object({
  visitCorrectionId: serverId,
  evvVisitId: serverId,
  madeByStaffId: serverId,
  /** The server's clock when it stored the correction. */
  madeAt: isoDateTime,
  startDateTime: isoDateTime,
  endDateTime: isoDateTime,
  /** An EVV Reason Codes descriptor of the agency. */
  reasonCodeId: serverId,
  memo: z.string(),
  ...syncedFields,
});
export type StoredVisitCorrection = z.infer<typeof storedVisitCorrection>;
