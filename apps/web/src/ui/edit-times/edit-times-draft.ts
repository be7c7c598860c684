import { instantAt, wallClockOf, type EditTimesInput, type OverlapOther } from '@carevisit/core';
import type { VisitVerificationAnswers } from '../../data/index.ts';

/** Times changed in the Edit Times dialog, with the reason when the activity asks for one (spec 1 §5). */
export type EditedTimes = NonNullable<VisitVerificationAnswers['editedTimes']>;
/** The Edit Times fields as the user sees them: dates 'yyyy-MM-dd' and 24-hour 'HH:mm' in the organization's zone. */
export interface EditTimesDraft {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  reason: number | null;
  comments: string;
}

export interface VisitTimes {
  start: Date;
  end: Date;
}

/** The visit's own times: as last edited (startDateTime), else as recorded at start and stop. */
export function recordedTimes(
  visit: {
    startDateTime: string | null;
    endDateTime: string | null;
    beginActualDateTime: string | null;
    endActualDateTime: string | null;
  },
  fallback: Date,
): VisitTimes {
  const start = visit.startDateTime ?? visit.beginActualDateTime;
  const end = visit.endDateTime ?? visit.endActualDateTime;
  return { start: start ? new Date(start) : fallback, end: end ? new Date(end) : fallback };
}

/** The times the verification stands at now: the edited ones once saved, else the recorded ones. */
export function currentTimes(recorded: VisitTimes, edited: EditedTimes | null): VisitTimes {
  return edited ? { start: new Date(edited.start), end: new Date(edited.end) } : recorded;
}

/** The dialog opens on the current times, with the reason given last time. */
export function editTimesDraft(
  recorded: VisitTimes,
  edited: EditedTimes | null,
  timeZone: string,
): EditTimesDraft {
  const { start, end } = currentTimes(recorded, edited);
  const from = wallClockOf(start, timeZone);
  const to = wallClockOf(end, timeZone);
  return {
    startDate: from.date,
    startTime: from.time,
    endDate: to.date,
    endTime: to.time,
    reason: edited?.reason ?? null,
    comments: edited?.comments ?? '',
  };
}

/**
 * The instants the fields name; null while a date is cleared. A field left at the recorded minute keeps the
 * recorded instant, seconds and all, so opening and saving the dialog changes nothing.
 */
export function draftInstants(draft: EditTimesDraft, recorded: VisitTimes, timeZone: string) {
  const instant = (date: string, time: string, kept: Date): Date | null => {
    if (date === '') return null;
    const wall = wallClockOf(kept, timeZone);
    return wall.date === date && wall.time === time ? kept : instantAt({ date, time }, timeZone);
  };
  return {
    start: instant(draft.startDate, draft.startTime, recorded.start),
    end: instant(draft.endDate, draft.endTime, recorded.end),
  };
}

export interface EditTimesContext {
  recorded: VisitTimes;
  now: Date;
  timeZone: string;
  requireReason: boolean;
  beginActual: Date | null;
  appointmentId: number;
  otherAppointments: readonly OverlapOther[];
  /**
   * A correction of a verified visit (issue 32 item 5): its times kept with a reason and memo are a change too, one
   * that gives an edit made at verification the reason it lacked.
   */
  sameTimesChange?: boolean;
}

/** The draft as the core rule reads it (validateEditTimes). */
export function editTimesInput(draft: EditTimesDraft, context: EditTimesContext): EditTimesInput {
  const { start, end } = draftInstants(draft, context.recorded, context.timeZone);
  return {
    start,
    end,
    now: context.now,
    timeZone: context.timeZone,
    requireReason: context.requireReason,
    reason: draft.reason,
    comments: draft.comments,
    beginActual: context.beginActual,
    appointmentId: context.appointmentId,
    otherAppointments: context.otherAppointments,
  };
}

/**
 * What Save keeps, once the draft has passed validation: the new times with their reason, or null when they
 * are the recorded ones again (spec 1 §4: only a real change is an edit; the originals are stored once).
 */
export function editedTimesOf(draft: EditTimesDraft, context: EditTimesContext): EditedTimes | null {
  const { start, end } = draftInstants(draft, context.recorded, context.timeZone);
  if (!start || !end) throw new Error('Edit Times cannot be saved without both dates');
  const { recorded } = context;
  const same = start.getTime() === recorded.start.getTime() && end.getTime() === recorded.end.getTime();
  if (same && !context.sameTimesChange) return null;
  const comments = draft.comments.trim();
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    reason: context.requireReason ? draft.reason : null,
    comments: context.requireReason && comments !== '' ? comments : null,
  };
}
