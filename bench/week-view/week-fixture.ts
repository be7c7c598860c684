import { addDaysToDate, startOfDayInZone, weekOfDay, type StaffShift } from '@carevisit/core';
import type { ClientData, LocalAppointment } from '../../apps/web/src/data/index.ts';

export const TIME_ZONE = 'America/New_York';
export const WEEK = weekOfDay('2026-11-18');

/** A deterministic stream of numbers in [0, 1) (mulberry32), so every run lays out the same week. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const STATUSES: LocalAppointment['status'][] = [
  'None',
  'Kept',
  'Kept',
  'In Session',
  'Checked In',
  'DNS',
  'CBC',
];
const SYNC: LocalAppointment['syncState'][] = ['clean', 'clean', 'clean', 'clean', 'dirty', 'error'];

/**
 * `count` appointments spread over the week's working hours (06:00 to 20:00), 30 to 120 minutes long, on
 * quarter hours: at 300 a week that is over 40 a day, so many overlap and the '+n more' blocks show.
 */
export function weekAppointments(count: number): LocalAppointment[] {
  const next = random(count);
  return Array.from({ length: count }, (_, index) => {
    const day = WEEK[index % WEEK.length]!;
    const startMinute = 6 * 60 + Math.floor(next() * 56) * 15;
    const minutes = 30 + Math.floor(next() * 7) * 15;
    const start = startOfDayInZone(day, TIME_ZONE).getTime() + startMinute * 60_000;
    return {
      appointmentId: index + 1,
      activityDetailId: null,
      evvVisitId: null,
      clientId: 1 + (index % 40),
      staffId: 1,
      organizationId: 1,
      programId: 1,
      clientProgramId: null,
      activityId: 1,
      serviceLocationId: 1,
      serviceDocumentId: null,
      appointmentDate: day,
      appointmentType: 'S',
      startDateInstance: new Date(start).toISOString(),
      endDateInstance: new Date(start + minutes * 60_000).toISOString(),
      duration: '',
      // Counted in whole weeks, so each day gets every status, not one apiece.
      status: STATUSES[Math.floor(index / WEEK.length) % STATUSES.length]!,
      nonBillableMinutes: null,
      hadDocument: 'N',
      incidentBillToStaff: false,
      incidentBillToStaffId: null,
      appointmentOutRange: 'false',
      actualStartTime: null,
      actualEndTime: null,
      activityDetailDescriptorList: [],
      startVisitAddress: null,
      endVisitAddress: null,
      sameAsEndAddress: false,
      changedDate: null,
      deletedDate: null,
      syncState: SYNC[Math.floor(index / WEEK.length) % SYNC.length]!,
      syncError: null,
    };
  });
}

export const CLIENTS = new Map<number, ClientData>(
  Array.from({ length: 40 }, (_, index) => [
    index + 1,
    {
      clientId: index + 1,
      firstName: `First${index + 1}`,
      lastName: `Client${index + 1}`,
      picture: null,
      emails: [],
      phones: [],
      addresses: [],
    },
  ]),
);

/** Weekdays 07:00 to 17:00 and a weekend shift, like the demo caregiver's: both weeks shade the same hours. */
const synced = { changedDate: '2026-11-01T00:00:00.000Z', deletedDate: null };
export const SHIFTS: StaffShift[] = [
  { staffShiftId: 1, staffId: 1, days: [1, 2, 3, 4, 5], startTime: '07:00', endTime: '17:00', ...synced },
  { staffShiftId: 2, staffId: 1, days: [6, 7], startTime: '09:00', endTime: '15:00', ...synced },
];

export const TODAY = addDaysToDate(WEEK[0]!, 3);
