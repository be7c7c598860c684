import {
  clientProgramNotFoundMessage,
  findClientProgram,
  findOverlaps,
  isFinalStatus,
  isOutOfRange,
  isVisitTooLong,
  keptQualifiers,
  overlapDecision,
  parseNonBillableMinutes,
  type Activity,
  type AppointmentStatus,
  type AppointmentTimes,
  type ClientProgramCandidate,
  type Message,
  type MessageKey,
  type OverlapOther,
} from '@carevisit/core';
import type { AppointmentInput } from '../../data/index.ts';
import type { AppointmentFormState } from './appointment-form-state.ts';

/** The questions a save may ask; a Yes lets the next attempt past that one. */
export type SaveConfirmation = 'finalStatus' | 'overnight' | 'outOfRange' | 'overlap';

export type SaveStep =
  | { kind: 'confirm'; confirmation: SaveConfirmation; title: Message; message: Message }
  | { kind: 'refuse'; title: MessageKey; message: Message }
  /** The appointment to write; the owner is the signed-in user. */
  | { kind: 'save'; input: Omit<AppointmentInput, 'staffId'> };

export interface SaveContext {
  now: Date;
  /** The status as saved, for an existing appointment; null for a new one. */
  savedStatus: AppointmentStatus | null;
  timeZone: string;
  /** The staff record's flag (spec 1 §6): may this user book overlapping appointments after confirming? */
  isMultiBookSchedule: boolean;
  /** The user's other appointments around the new times, from the local database. */
  neighbours: readonly OverlapOther[];
  /** The client's enrolments, to find the client program of the appointment (spec 1 §5). */
  clientPrograms: readonly ClientProgramCandidate[];
  activity: Activity;
}

const CANNOT_SAVE: MessageKey = 'appointment.cannotSaveTitle';
const OVERLAP: MessageKey = 'appointmentDialog.overlapTitle';

/**
 * What happens when the user saves a form that passed its field checks (spec 1 §4, §5, §8): the questions in
 * turn, a refusal, or the record to write. `confirmed` holds the questions already answered Yes.
 */
export function nextSaveStep(
  state: AppointmentFormState,
  times: AppointmentTimes,
  context: SaveContext,
  confirmed: ReadonlySet<SaveConfirmation>,
): SaveStep {
  const { start, end } = times;
  const { clientId, programId, organizationId, activityId, serviceLocationId, status } = state;
  if (
    clientId === null ||
    programId === null ||
    organizationId === null ||
    activityId === null ||
    serviceLocationId === null ||
    status === null
  ) {
    throw new Error('nextSaveStep needs a form that passed checkAppointmentForm');
  }

  // Issue 36: a status that cannot be changed once saved (Kept, DNS, CBC, CBT, Error) is asked about first; CBT
  // chosen by mistake was saved and locked at once.
  if (isFinalStatus(status) && status !== context.savedStatus && !confirmed.has('finalStatus')) {
    // The catalog names each status by its code (appointmentStatus in core's messages).
    const named = { status };
    return {
      kind: 'confirm',
      confirmation: 'finalStatus',
      title: { key: 'appointmentDialog.finalStatusTitle', params: named },
      message: { key: 'appointmentDialog.finalStatus', params: named },
    };
  }
  // spec 1 §4 Overnight: an end not after the start is asked about, then moved to the next day.
  if (times.overnight && !confirmed.has('overnight')) {
    return {
      kind: 'confirm',
      confirmation: 'overnight',
      title: { key: 'appointmentDialog.overnightTitle' },
      message: { key: 'appointmentDialog.overnight' },
    };
  }
  // spec 1 §5: visits of 24 hours or more cannot be saved.
  if (isVisitTooLong(start, end)) {
    return { kind: 'refuse', title: CANNOT_SAVE, message: { key: 'appointment.visitTooLong' } };
  }
  // spec 1 §5, §8: the client program is matched by date in US Central time.
  const clientProgram = findClientProgram({
    clientId,
    programId,
    organizationId,
    serviceInstant: start,
    now: context.now,
    clientPrograms: context.clientPrograms,
  });
  if (clientProgram === null) {
    return {
      kind: 'refuse',
      title: CANNOT_SAVE,
      message: clientProgramNotFoundMessage(clientId, programId, organizationId),
    };
  }
  // spec 1 §4: saving with a date out of range asks for confirmation.
  if (isOutOfRange(start, context.now, context.timeZone) && !confirmed.has('outOfRange')) {
    return {
      kind: 'confirm',
      confirmation: 'outOfRange',
      title: { key: 'appointmentDialog.outOfRangeTitle' },
      message: { key: 'appointmentDialog.outOfRange' },
    };
  }
  // spec 1 §4, §6: an overlap is refused without isMultiBookSchedule, and asked about with it.
  const overlaps = findOverlaps({ appointmentId: state.appointmentId, start, end }, context.neighbours);
  const overlap = overlapDecision(overlaps, context.isMultiBookSchedule);
  if (overlap.kind === 'refuse') return { kind: 'refuse', title: OVERLAP, message: overlap.message };
  if (overlap.kind === 'confirm' && !confirmed.has('overlap')) {
    return { kind: 'confirm', confirmation: 'overlap', title: { key: OVERLAP }, message: overlap.message };
  }

  return {
    kind: 'save',
    input: {
      clientId,
      organizationId,
      programId,
      activityId,
      serviceLocationId,
      status,
      clientProgramId: clientProgram.clientProgramId,
      startDateInstance: start.toISOString(),
      endDateInstance: end.toISOString(),
      nonBillableMinutes: context.activity.nonBillableMinutes
        ? parseNonBillableMinutes(state.nonBillableMinutes)
        : null,
      // spec 1 §4: the qualifiers belong to Kept, and only positive integer ids are kept.
      activityDetailDescriptorList:
        status === 'Kept'
          ? keptQualifiers(
              state.qualifierIds.map((descriptorId) => ({
                descriptorId,
                descriptorType: 'Activity Qualifiers' as const,
              })),
            )
          : [],
      startVisitAddress: state.startVisitAddress,
      endVisitAddress: state.sameAsEndAddress ? null : state.endVisitAddress,
      sameAsEndAddress: state.sameAsEndAddress,
    },
  };
}
