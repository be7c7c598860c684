import type { AppointmentStatus } from '@carevisit/core';
import { SCHEDULE_WINDOW, minutesBetween, startOfDayInZone } from '@carevisit/core';
import { addMinutes, DEMO_TIME_ZONE, isoWeekday, wallClock, type DemoCalendar } from './clock.ts';
import type { Random } from './random.ts';
import type { ActivityKey } from './reference-lists.ts';

export type ScheduledStaff = 'caregiver' | 'clinician' | 'newhire';

/** When an appointment is, with its status already decided against `now`. */
export interface PlannedSlot {
  staff: ScheduledStaff;
  start: Date;
  end: Date;
  status: AppointmentStatus;
  /** An activity the slot must have (the overnight respite, the overlapping group). */
  activity?: ActivityKey;
}

// [start, longest duration] in New York minutes after midnight; the slots of one day never overlap.
const CAREGIVER_SLOTS: [number, number][] = [
  [8 * 60, 120],
  [11 * 60, 120],
  [14 * 60, 120],
  [16 * 60 + 30, 90],
];
const CLINICIAN_SLOTS: [number, number][] = [
  [9 * 60, 60],
  [10 * 60 + 30, 60],
  [13 * 60, 90],
  [15 * 60, 60],
  [16 * 60 + 30, 60],
];
const WEEKEND_VISIT: [number, number] = [10 * 60, 120];
const NEWHIRE_VISIT: [number, number] = [10 * 60, 90];
const OVERNIGHT = { start: 22 * 60, minutes: 8 * 60 };

// Outcomes of past appointments, taken in turn: mostly Kept, and every other outcome early in the
// rotation so that a week of history always holds each of them.
// prettier-ignore
const CAREGIVER_PAST: AppointmentStatus[] = [
  'Kept', 'DNS', 'Kept', 'Kept', 'CBC', 'Kept', 'Kept', 'CBT', 'Kept', 'Kept', 'Error', 'Kept', 'Kept', 'None',
  'Kept', 'Kept', 'Kept', 'Kept',
];
// prettier-ignore
const CLINICIAN_PAST: AppointmentStatus[] = [
  'Kept', 'Co-Staff', 'Kept', 'Error', 'Kept', 'Kept', 'DNS', 'Kept', 'CBC', 'Kept', 'Kept', 'CBT', 'Kept',
  'Kept', 'Kept',
];
const NEWHIRE_PAST: AppointmentStatus[] = ['Kept'];

const PAST: Record<ScheduledStaff, AppointmentStatus[]> = {
  caregiver: CAREGIVER_PAST,
  clinician: CLINICIAN_PAST,
  newhire: NEWHIRE_PAST,
};

/** Every day of the schedule window (7 days back to 30 ahead), for the three scheduled demo users. */
export function planSchedule(cal: DemoCalendar, rng: Random): PlannedSlot[] {
  const { now } = cal;
  const turns: Record<ScheduledStaff, number> = { caregiver: 0, clinician: 0, newhire: 0 };
  const slots: PlannedSlot[] = [];
  const add = (
    staff: ScheduledStaff,
    start: Date,
    end: Date,
    forced?: { status: AppointmentStatus; activity: ActivityKey },
  ) => {
    const past = () => PAST[staff][turns[staff]++ % PAST[staff].length]!;
    const status = forced?.status ?? (end <= now ? past() : 'None');
    slots.push({ staff, start, end, status, ...(forced ? { activity: forced.activity } : {}) });
  };
  const at = (date: string, [start, longest]: [number, number], durations: number[]) => {
    const minutes = rng.pick(durations.filter((d) => d <= longest));
    return [wallClock(date, start), wallClock(date, start + minutes)] as const;
  };

  for (let offset = -SCHEDULE_WINDOW.daysBack; offset <= SCHEDULE_WINDOW.daysAhead; offset++) {
    const date = cal.day(offset);
    const weekday = isoWeekday(date) <= 5;

    if (offset === 0) slots.push(...caregiverToday(cal));
    else if (weekday) {
      const chosen = sortedSample(rng, CAREGIVER_SLOTS, rng.int(2, 4));
      for (const slot of chosen) add('caregiver', ...at(date, slot, [60, 90, 120]));
    } else add('caregiver', ...at(date, WEEKEND_VISIT, [60, 90, 120]));
    // spec 1 §4 overnight: one visit in the past week and one ahead, 22:00 to 06:00 the next morning.
    if (offset === -3 || offset === 5) {
      add(
        'caregiver',
        wallClock(date, OVERNIGHT.start),
        wallClock(date, OVERNIGHT.start + OVERNIGHT.minutes),
        {
          status: offset < 0 ? 'Kept' : 'None',
          activity: 'respite',
        },
      );
    }

    if (weekday) {
      const chosen = sortedSample(rng, CLINICIAN_SLOTS, rng.int(2, 4));
      const times = chosen.map((slot) => at(date, slot, [45, 50, 60, 90]));
      for (const [start, end] of times) add('clinician', start, end);
      // The clinician may multibook: one group session overlaps an individual one, a week ahead.
      if (offset >= 7 && offset <= 11 && !slots.some((s) => s.activity === 'groupTherapy')) {
        const [first] = times[0]!;
        const start = new Date(first.getTime() + 15 * 60_000);
        add('clinician', start, new Date(start.getTime() + 75 * 60_000), {
          status: 'None',
          activity: 'groupTherapy',
        });
      }
    }

    if (weekday && offset % 3 === 0 && offset >= -6 && offset <= 21) {
      add('newhire', ...at(date, NEWHIRE_VISIT, [60, 90]));
    }
  }
  return slots;
}

function sortedSample(rng: Random, slots: [number, number][], count: number): [number, number][] {
  return rng.sample(slots, count).sort((a, b) => a[0] - b[0]);
}

/**
 * The caregiver's today: a visit kept earlier, one in session now, one later (Checked In: New Jersey uses it)
 * and one after that, placed around the current time. Minutes count real time from New York midnight, so
 * a daylight-saving day cannot move a slot to the wrong side of `now`. Late in the evening the last one
 * falls after midnight, and just after midnight the earlier ones shrink to fit.
 */
function caregiverToday(cal: DemoCalendar): PlannedSlot[] {
  const { now, today } = cal;
  const dayStart = startOfDayInZone(today, DEMO_TIME_ZONE);
  const dayLength = minutesBetween(dayStart, startOfDayInZone(cal.day(1), DEMO_TIME_ZONE));
  const elapsed = minutesBetween(dayStart, now);
  const quarter = Math.floor(elapsed / 15) * 15;
  const plan: [number, number, AppointmentStatus][] = [];
  let sessionStart: number;
  if (elapsed >= 135) {
    plan.push([quarter - 135, quarter - 75, 'Kept']);
    sessionStart = quarter - 45;
  } else {
    if (elapsed >= 3) plan.push([0, Math.floor(elapsed / 3), 'Kept']);
    sessionStart = Math.ceil(elapsed / 2);
  }
  const laterStart = quarter + 75 < dayLength ? quarter + 75 : elapsed + Math.ceil((dayLength - elapsed) / 2);
  plan.push([sessionStart, Math.min(quarter + 45, laterStart), 'In Session']);
  plan.push([laterStart, laterStart + 60, 'Checked In']);
  plan.push([laterStart + 90, laterStart + 150, 'None']);
  return plan.map(([from, to, intent]) => {
    const start = addMinutes(dayStart, from);
    const end = addMinutes(dayStart, to);
    let status: AppointmentStatus;
    if (end <= now) status = 'Kept';
    else if (start <= now) status = 'In Session';
    else status = intent === 'Checked In' && from < dayLength ? 'Checked In' : 'None';
    return { staff: 'caregiver' as const, start, end, status };
  });
}
