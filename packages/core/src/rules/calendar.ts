import { CALENDAR } from '../constants.ts';
import type { StaffShift } from '../entities/organization.ts';
import { addDaysToDate, addMonthsToDate, daysBetweenDates } from '../time/central.ts';
import { scheduleWindowBounds } from './schedule-window.ts';
import { MINUTES_PER_DAY, minutesOfDay } from './wall-time.ts';

export type CalendarView = 'day' | 'week' | 'month';
type StepDirection = -1 | 1;

const A_SUNDAY = '1970-01-04';

/** 0 = Sunday ... 6 = Saturday, of a calendar date (no time zone involved). */
function dayOfWeek(day: string): number {
  return ((daysBetweenDates(A_SUNDAY, day) % 7) + 7) % 7;
}

/** The week (Sunday to Saturday, yyyy-MM-dd) the day belongs to. */
export function weekOfDay(day: string): string[] {
  const sunday = addDaysToDate(day, -dayOfWeek(day));
  return Array.from({ length: 7 }, (_, offset) => addDaysToDate(sunday, offset));
}

export interface CalendarStepInput {
  day: string;
  view: CalendarView;
  direction: StepDirection;
}

/**
 * spec 1 §2: the day view moves a day, a week swipe of the mini calendar a week, the month view a month.
 * A month step keeps the day of the month where it exists (31 January + 1 month = 28 February).
 */
export function calendarStep({ day, view, direction }: CalendarStepInput): string {
  switch (view) {
    case 'day':
      return addDaysToDate(day, direction);
    case 'week':
      return addDaysToDate(day, 7 * direction);
    case 'month':
      return addMonthsToDate(day, direction);
  }
}

export interface ScheduleNavigationInput {
  day: string;
  view: CalendarView;
  now: Date;
  timeZone: string;
}

/** The days the previous and next arrows lead to; null when blocked. */
export interface ScheduleNavigation {
  previous: string | null;
  next: string | null;
}

/**
 * spec 1 §2, §5: navigation is blocked for days outside the schedule window (7 back, 30 ahead). A step
 * that would jump past the window's edge stops at the edge instead, so a week or month step near the
 * edge still reaches the last allowed days; at the edge itself the arrow is blocked.
 */
export function scheduleNavigation({
  day,
  view,
  now,
  timeZone,
}: ScheduleNavigationInput): ScheduleNavigation {
  const { first, last } = scheduleWindowBounds(now, timeZone);
  const step = (direction: StepDirection): string | null => {
    const target = calendarStep({ day, view, direction });
    // 'yyyy-MM-dd' strings compare in calendar order.
    if (first <= target && target <= last) return target;
    const edge = target < first ? first : last;
    const movesTheAskedWay = direction < 0 ? edge < day : edge > day;
    return movesTheAskedWay ? edge : null;
  };
  return { previous: step(-1), next: step(1) };
}

type ShiftHours = Pick<StaffShift, 'days' | 'startTime' | 'endTime'>;

/** Minutes after midnight, start included, end excluded. */
export interface MinuteRange {
  startMinute: number;
  endMinute: number;
}

/** Days are ISO weekdays (Monday = 1, Sunday = 7), as in StaffShift. */
function isoWeekday(day: string): number {
  return dayOfWeek(day) || 7;
}

/**
 * The parts of `day` a shift covers. Like an overnight appointment (spec 1 §4), a shift whose end is not
 * after its start runs into the next day, so the previous day's overnight shifts cover this morning.
 */
function coveredRanges(shift: ShiftHours, weekday: number): MinuteRange[] {
  const start = minutesOfDay(shift.startTime);
  const end = minutesOfDay(shift.endTime);
  const overnight = end <= start;
  const previousWeekday = weekday === 1 ? 7 : weekday - 1;
  const ranges: MinuteRange[] = [];
  if (shift.days.includes(weekday)) {
    ranges.push({ startMinute: start, endMinute: overnight ? MINUTES_PER_DAY : end });
  }
  if (overnight && shift.days.includes(previousWeekday)) ranges.push({ startMinute: 0, endMinute: end });
  return ranges;
}

export interface OffShiftSlotsInput {
  shifts: readonly ShiftHours[];
  /** yyyy-MM-dd */
  day: string;
}

/**
 * spec 1 §3, §9: the 15-minute calendar slots of `day` outside every shift, merged into ranges. Shift
 * times and slots are both wall-clock times of the organization, so a DST day still has 96 slots. A slot
 * a shift covers only in part is on shift: the staff member works during it.
 */
export function offShiftSlots({ shifts, day }: OffShiftSlotsInput): MinuteRange[] {
  const covered = shifts.flatMap((shift) => coveredRanges(shift, isoWeekday(day)));
  const off: MinuteRange[] = [];
  for (let slot = 0; slot < MINUTES_PER_DAY; slot += CALENDAR.slotMinutes) {
    const slotEnd = slot + CALENDAR.slotMinutes;
    if (covered.some(({ startMinute, endMinute }) => startMinute < slotEnd && slot < endMinute)) continue;
    const previous = off.at(-1);
    if (previous?.endMinute === slot) previous.endMinute = slotEnd;
    else off.push({ startMinute: slot, endMinute: slotEnd });
  }
  return off;
}

/** spec 1 §9: the calendar shows at most 8 events, 4 on handhelds. */
export function maxEventsShown(layout: 'handheld' | 'tablet'): number {
  return layout === 'handheld' ? CALENDAR.maxEventsHandheld : CALENDAR.maxEvents;
}
