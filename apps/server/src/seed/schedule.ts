import { dateInZone, type AppointmentStatus } from '@carevisit/core';
import { appointments, visits, type StoredQualifier } from '../db/schema/index.ts';
import { DEMO_TIME_ZONE } from './clock.ts';
import type { Enrolment, SeededClient } from './clients.ts';
import { idsInOrder, type SeedContext } from './context.ts';
import { orgEvvState, orgUsesCheckedIn, orgUsesCoStaff, type OrgIds } from './organizations.ts';
import type { ReferenceIds } from './reference-data.ts';
import { ACTIVITIES, type ActivityKey, type LocationCode } from './reference-lists.ts';
import { planSchedule, type PlannedSlot, type ScheduledStaff } from './schedule-plan.ts';
import type { StaffIds } from './staff-and-users.ts';
import { activeVisit, verifiedVisit, type VisitRow, type VisitSource } from './visits.ts';

/** What each scheduled demo user does. */
const STAFF_ACTIVITIES: Record<ScheduledStaff, ActivityKey[]> = {
  caregiver: ['personalCare', 'respite', 'companion', 'homemaker', 'aideVisit'],
  newhire: ['companion', 'homemaker', 'personalCare'],
  clinician: [
    'skilledNursing',
    'individualTherapy',
    'familyTherapy',
    'behavioralAssessment',
    'caseManagement',
    'medicationManagement',
  ],
};

export interface SeededAppointment {
  staff: ScheduledStaff;
  clientId: number;
  start: Date;
  end: Date;
  status: AppointmentStatus;
}

interface Booking {
  slot: PlannedSlot;
  client: SeededClient;
  enrolment: Enrolment;
  activity: ActivityKey;
}

type AppointmentRow = typeof appointments.$inferInsert;

/** Appointments for the whole schedule window, with a visit for each kept, co-staffed or running one. */
export async function seedSchedule(
  ctx: SeedContext,
  orgs: OrgIds,
  staffIds: StaffIds,
  ref: ReferenceIds,
  clients: SeededClient[],
): Promise<SeededAppointment[]> {
  const { db, accountId, cal, rng } = ctx;
  const pickers = {
    caregiver: clientPicker(ctx, ref, clients, 'caregiver'),
    clinician: clientPicker(ctx, ref, clients, 'clinician'),
    newhire: clientPicker(ctx, ref, clients, 'newhire'),
  };
  const bookings = planSchedule(cal, rng).map((slot): Booking => {
    const client = pickers[slot.staff](slot);
    const enrolment = enrolmentFor(ref, client, slot)!;
    return { slot, client, enrolment, activity: rng.pick(activityOptions(ref, enrolment, slot)) };
  });

  const rows: AppointmentRow[] = [];
  const visitRows: (VisitRow | null)[] = [];
  for (const { slot, client, enrolment, activity } of bookings) {
    const spec = ACTIVITIES[activity];
    const location = locationFor(ctx, activity, enrolment, slot);
    const verified = isVerified(slot, cal.now);
    const visitAddress = spec.requireEvvAddress ? (client.visitAddress ?? client.home) : null;
    const qualifiers: StoredQualifier[] =
      slot.status === 'Kept'
        ? rng
            .sample(ref.qualifiers[enrolment.org], rng.int(1, 2))
            .map((descriptorId) => ({ descriptorId, descriptorType: 'Activity Qualifiers' }))
        : [];
    const row: AppointmentRow = {
      accountId,
      staffId: staffIds[slot.staff],
      clientId: client.id,
      organizationId: orgs[enrolment.org],
      programId: ref.programs[enrolment.program],
      clientProgramId: enrolment.clientProgramId,
      activityId: ref.activities[activity],
      serviceLocationId: ref.locations[location],
      appointmentDate: dateInZone(slot.start, DEMO_TIME_ZONE),
      appointmentType: activity === 'groupTherapy' ? 'G' : 'S',
      startAt: slot.start,
      endAt: slot.end,
      status: slot.status,
      nonBillableMinutes: spec.nonBillableMinutes && verified ? rng.pick([0, 0, 5, 10, 15]) : null,
      qualifiers,
      startVisitAddressId: visitAddress?.id ?? null,
      endVisitAddressId: visitAddress?.id ?? null,
      sameAsEndAddress: visitAddress !== null,
      outOfRange: false,
    };
    let visit: VisitRow | null = null;
    if (verified || slot.status === 'In Session') {
      const source: VisitSource = {
        accountId,
        appointmentId: 0, // known once the appointment is stored
        staffId: row.staffId,
        clientId: client.id,
        organizationId: row.organizationId,
        activityId: row.activityId,
        status: slot.status,
        start: slot.start,
        end: slot.end,
        point: visitAddress ?? client.home,
        away: location === 'COMM',
        reasons: ref.reasonCodes[orgEvvState(enrolment.org) === 'PA' ? 'PA' : 'NJ'],
      };
      visit = verified ? verifiedVisit(rng, source, cal.now) : activeVisit(rng, source, cal.now);
      row.actualStartAt = visit.beginActualDateTime ?? null;
      row.actualEndAt = visit.endActualDateTime ?? null;
    }
    rows.push(row);
    visitRows.push(visit);
  }

  const appointmentIds = idsInOrder(
    await db.insert(appointments).values(rows).returning({ id: appointments.id }),
  );
  const stored = visitRows.flatMap((visit, i) =>
    visit ? [{ ...visit, appointmentId: appointmentIds[i]! }] : [],
  );
  if (stored.length) await db.insert(visits).values(stored);
  return bookings.map(({ slot, client }) => ({
    staff: slot.staff,
    clientId: client.id,
    start: slot.start,
    end: slot.end,
    status: slot.status,
  }));
}

/** Kept and Co-Staff visits in the past were run and verified (the others skip verification or wait). */
const isVerified = (slot: PlannedSlot, now: Date): boolean =>
  (slot.status === 'Kept' || slot.status === 'Co-Staff') && slot.end <= now;

function activityOptions(ref: ReferenceIds, enrolment: Enrolment, slot: PlannedSlot): ActivityKey[] {
  const offered = ref.programSpecs[enrolment.program].activities;
  if (slot.activity) return offered.includes(slot.activity) ? [slot.activity] : [];
  return STAFF_ACTIVITIES[slot.staff].filter(
    // spec 1 §4: aggregator activities do not offer In Session.
    (key) => offered.includes(key) && !(slot.status === 'In Session' && ACTIVITIES[key].isAggregator),
  );
}

/** The client's current enrolment that covers what the slot needs (activities and organization flags). */
function enrolmentFor(ref: ReferenceIds, client: SeededClient, slot: PlannedSlot): Enrolment | undefined {
  return client.enrolments.find(
    (enrolment) =>
      activityOptions(ref, enrolment, slot).length > 0 &&
      // spec 1 §4: Checked In and Co-Staff only where the organization uses them.
      (slot.status !== 'Checked In' || orgUsesCheckedIn(enrolment.org)) &&
      (slot.status !== 'Co-Staff' || orgUsesCoStaff(enrolment.org)),
  );
}

/** Takes each staff member's caseload in turn, skipping clients already seen that day when it can. */
function clientPicker(ctx: SeedContext, ref: ReferenceIds, clients: SeededClient[], staff: ScheduledStaff) {
  const own = ctx.rng.shuffle(clients.filter((client) => client.caseload.includes(staff)));
  const lastSeen = new Map<number, string>();
  let cursor = 0;
  return (slot: PlannedSlot): SeededClient => {
    const day = dateInZone(slot.start, DEMO_TIME_ZONE);
    for (const strict of [true, false]) {
      for (let k = 0; k < own.length; k++) {
        const client = own[(cursor + k) % own.length]!;
        if (strict && lastSeen.get(client.id) === day) continue;
        if (!enrolmentFor(ref, client, slot)) continue;
        cursor = (cursor + k + 1) % own.length;
        lastSeen.set(client.id, day);
        return client;
      }
    }
    throw new Error(`No demo client fits a ${slot.status} appointment for ${staff}`);
  };
}

const THERAPY: ActivityKey[] = ['individualTherapy', 'familyTherapy', 'behavioralAssessment'];

function locationFor(
  ctx: SeedContext,
  activity: ActivityKey,
  enrolment: Enrolment,
  slot: PlannedSlot,
): LocationCode {
  const { rng, cal } = ctx;
  if (slot.status === 'In Session') return 'HOME';
  const inPennsylvania = enrolment.org === 'pa';
  // Some companion and case management visits happen out in the community (readings away from home,
  // with a reason); office and telehealth sessions only ahead, as a past one would read far from any address.
  if (activity === 'companion' || activity === 'caseManagement') return rng.chance(0.3) ? 'COMM' : 'HOME';
  if (activity === 'groupTherapy') return inPennsylvania ? 'OFFICE' : 'COMM';
  if (THERAPY.includes(activity) && inPennsylvania && slot.start > cal.now) {
    return rng.pick<LocationCode>(['OFFICE', 'TELE', 'HOME']);
  }
  return 'HOME';
}
