import type { Message } from '../messages/format.ts';
import type { OverlapOther } from './overlap.ts';
import { COMMENTS_MAX } from '../constants.ts';
import { addDaysToDate, calendarDateText, dateInZone } from '../time/central.ts';
import { findOverlaps } from './overlap.ts';
import { isVisitTooLong } from './visit-length.ts';

/** Where each Edit Times error shows: a date or time field, the range as a whole, the conflict, or the reason. */
type EditTimesField =
  'startDate' | 'startTime' | 'endDate' | 'endTime' | 'range' | 'conflict' | 'reason' | 'comments';
export type EditTimesErrors = Partial<Record<EditTimesField, Message>>;

export interface EditTimesInput {
  start: Date | null;
  end: Date | null;
  now: Date;
  /** The zone whose calendar decides "a future date" and the minimum editable date. */
  timeZone: string;
  /** activity.requireEditTimesReason */
  requireReason: boolean;
  /** An EVV Reason Codes descriptor id. */
  reason: number | null | undefined;
  comments: string | null | undefined;
  /** The visit's actual begin; with requireReason it sets the minimum editable date. */
  beginActual?: Date | null;
  /** The appointment being edited, left out of the conflict check. */
  appointmentId?: number | null;
  /** The staff member's other appointments, for the conflict check. */
  otherAppointments?: readonly OverlapOther[];
}

const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

/**
 * spec 1 §5: the minimum editable date is one day before the actual begin date when a reason is required;
 * null when there is no minimum. A calendar date (yyyy-MM-dd) in the given zone.
 */
export function minimumEditableDate(beginActual: Date, required: boolean, timeZone: string): string | null {
  return required ? addDaysToDate(dateInZone(beginActual, timeZone), -1) : null;
}

type Side = 'start' | 'end';
const SIDE_MESSAGES = {
  start: { required: 'startRequired', futureDate: 'futureStartDate', futureTime: 'futureStartTime' },
  end: { required: 'endRequired', futureDate: 'futureEndDate', futureTime: 'futureEndTime' },
} as const;

function checkSide(side: Side, value: Date | null, input: EditTimesInput, errors: EditTimesErrors): void {
  const keys = SIDE_MESSAGES[side];
  if (value === null) {
    errors[`${side}Date` as const] = { key: `editTimes.${keys.required}` };
    return;
  }
  // spec 1 §5: dates cannot be in the future, and (on today) times cannot be in the future.
  if (dateInZone(value, input.timeZone) > dateInZone(input.now, input.timeZone)) {
    errors[`${side}Date` as const] = { key: `editTimes.${keys.futureDate}` };
  } else if (value.getTime() > input.now.getTime()) {
    errors[`${side}Time` as const] = { key: `editTimes.${keys.futureTime}` };
  }
}

/** spec 1 §5 Edit times. Returns one Message per field in error; an empty object means the times can be saved. */
export function validateEditTimes(input: EditTimesInput): EditTimesErrors {
  const errors: EditTimesErrors = {};
  const { start, end, timeZone } = input;
  checkSide('start', start, input, errors);
  checkSide('end', end, input, errors);

  if (start && input.beginActual && !errors.startDate) {
    const minimum = minimumEditableDate(input.beginActual, input.requireReason, timeZone);
    if (minimum !== null && dateInZone(start, timeZone) < minimum) {
      errors.startDate = { key: 'editTimes.beforeMinimumDate', params: { date: calendarDateText(minimum) } };
    }
  }

  if (start && end) {
    if (start.getTime() > end.getTime()) {
      // spec 1 §5: start cannot be after end (equal times are not "after").
      errors.range = { key: 'editTimes.startAfterEnd' };
    } else if (isVisitTooLong(start, end)) {
      // spec 1 §5: the appointment must be under 24 hours.
      errors.range = { key: 'editTimes.tooLong' };
    } else if (
      // spec 1 §4: the overlap rule (Error, DNS, CBT and CBC ignored; touching times do not conflict).
      findOverlaps({ appointmentId: input.appointmentId ?? null, start, end }, input.otherAppointments ?? [])
        .length > 0
    ) {
      errors.conflict = { key: 'editTimes.conflict' };
    }
  }

  // spec 1 §5: reason and comments are required when the activity requires them; comments max 256.
  if (input.requireReason && input.reason == null) errors.reason = { key: 'editTimes.reasonRequired' };
  if (input.requireReason && isBlank(input.comments)) {
    errors.comments = { key: 'editTimes.commentsRequired' };
  } else if ((input.comments ?? '').length > COMMENTS_MAX) {
    errors.comments = { key: 'editTimes.commentsTooLong', params: { max: COMMENTS_MAX } };
  }
  return errors;
}

/** The visit fields Edit Times changes. */
export interface EditableVisitTimes {
  startDateTime: string | null;
  endDateTime: string | null;
  originalStartDate: string | null;
  originalEndDate: string | null;
}

const sameInstant = (iso: string | null, value: Date): boolean =>
  iso !== null && new Date(iso).getTime() === value.getTime();

/**
 * spec 1 §4: editing times stores the original values once. The first real change keeps the visit's
 * times as originals; later edits never overwrite them. An edit that changes nothing records nothing.
 */
export function recordOriginalTimes<T extends EditableVisitTimes>(visit: T, start: Date, end: Date): T {
  if (sameInstant(visit.startDateTime, start) && sameInstant(visit.endDateTime, end)) return visit;
  return {
    ...visit,
    originalStartDate: visit.originalStartDate ?? visit.startDateTime,
    originalEndDate: visit.originalEndDate ?? visit.endDateTime,
    startDateTime: start.toISOString(),
    endDateTime: end.toISOString(),
  };
}
