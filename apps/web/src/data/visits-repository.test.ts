import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppointmentData } from './appointment-data.ts';
import { AppointmentsRepository } from './appointments-repository.ts';
import type { RecordStore } from './record-store.ts';
import { engineHarness } from './testing/engine-harness.ts';
import { cleanMeta } from './record-types.ts';
import { appointmentInput, T0, visitData } from './testing/samples.ts';
import { freshStore } from './testing/test-db.ts';
import type { VisitData } from './visit-data.ts';
import { VisitClosedError, VisitsRepository, type VisitVerificationAnswers } from './visits-repository.ts';

let store: RecordStore | undefined;
afterEach(() => store?.db.close());

const HOME = { latitude: 39.9526, longitude: -75.1652 };
const AWAY = { latitude: 39.96, longitude: -75.17 };
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

function answers(overrides: Partial<VisitVerificationAnswers> = {}): VisitVerificationAnswers {
  return {
    status: 'Kept',
    qualifiers: [
      { descriptorId: 31, descriptorType: 'Activity Qualifiers' },
      { descriptorId: -2, descriptorType: 'Activity Qualifiers' },
    ],
    servicesVerified: true,
    durationVerified: true,
    signature: 'iVBORw0KGgoAAAANSUhEUg==',
    verificationDeclinedReason: null,
    verificationDeclinedComments: null,
    signatureMissingReason: null,
    signatureMissingComments: null,
    addressDistanceReason: null,
    addressDistanceComments: null,
    editedTimes: null,
    ...overrides,
  };
}

async function setup() {
  store = await freshStore();
  const clock = () => T0;
  let changes = 0;
  const appointments = new AppointmentsRepository({ store, clock });
  const visits = new VisitsRepository({
    store,
    clock,
    onChange: () => (changes += 1),
    newDeviceVisitId: () => 'device-visit-1',
  });
  const appointment = await appointments.create(appointmentInput({}, -1));
  const openAppointment = async (id: number) =>
    store!.open<AppointmentData>('appointment', (await store!.table('appointment').get(id))!);
  return { store, visits, appointments, appointment, changes: () => changes, openAppointment };
}

describe('visits repository: start, stop, verify', () => {
  it('starts a visit and moves its appointment to In Session in one write, returning at once', async () => {
    const { store, visits, appointment, changes, openAppointment } = await setup();
    const visit = await visits.start({ appointmentId: appointment.appointmentId, at: at(0), reading: HOME });
    expect(visit.evvVisitId).toBeLessThan(0);
    expect(visit.evvVisitId).not.toBe(appointment.appointmentId);
    expect(visit).toMatchObject({
      deviceVisitId: 'device-visit-1',
      appointmentId: appointment.appointmentId,
      clientId: 70,
      staffId: 7,
      organizationId: 2,
      activityId: 4,
      appointmentStatus: 'In Session',
      visitStatus: 'start',
      complete: 0,
      beginActualDateTime: at(0).toISOString(),
      startDateTime: at(0).toISOString(),
      startLatitude: HOME.latitude,
      startLongitude: HOME.longitude,
      endActualDateTime: null,
      syncState: 'dirty',
    });
    expect(await openAppointment(appointment.appointmentId)).toMatchObject({
      status: 'In Session',
      actualStartTime: at(0).toISOString(),
      evvVisitId: visit.evvVisitId,
    });
    expect(await store.table('appointment').get(appointment.appointmentId)).toMatchObject({
      syncState: 'dirty',
      rev: 2,
    });
    expect(changes()).toBe(1);
    expect(await visits.activeVisits(7)).toEqual([visit]);
    expect(await visits.visitOfAppointment(appointment.appointmentId)).toEqual(visit);
  });

  it('gives a second start of the same appointment the visit already running', async () => {
    const { store, visits, appointment, changes } = await setup();
    const [first, second] = await Promise.all([
      visits.start({ appointmentId: appointment.appointmentId, at: at(0), reading: HOME }),
      visits.start({ appointmentId: appointment.appointmentId, at: at(1), reading: AWAY }),
    ]);
    expect(second.evvVisitId).toBe(first.evvVisitId);
    expect(await store.table('visit').count()).toBe(1);
    expect(changes()).toBe(1);
  });

  it('starts in place a visit the server prepared for the appointment (complete -1), keeping its id', async () => {
    const { store, visits, appointment } = await setup();
    const prepared = { ...visitData(901, appointment.appointmentId), complete: -1, visitStatus: 'pending' };
    await store.table('visit').put(await store.seal('visit', prepared, cleanMeta()));
    const started = await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(0),
      reading: HOME,
    });
    expect(started).toMatchObject({ evvVisitId: 901, complete: 0, visitStatus: 'start', syncState: 'dirty' });
    expect(await store.table('visit').count()).toBe(1);
    const stored = await store.open<Record<string, unknown>>('visit', (await store.table('visit').get(901))!);
    expect(stored).not.toHaveProperty('syncState');
  });

  it('stops a visit with the end time and location, and it stays active until verified', async () => {
    const { visits, appointment } = await setup();
    const started = await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(0),
      reading: HOME,
    });
    const ended = await visits.end(started.evvVisitId, { at: at(50), reading: AWAY });
    expect(ended).toMatchObject({
      visitStatus: 'end',
      complete: 0,
      endActualDateTime: at(50).toISOString(),
      endDateTime: at(50).toISOString(),
      endLatitude: AWAY.latitude,
      endLongitude: AWAY.longitude,
    });
    expect((await visits.activeVisits(7)).map((v) => v.evvVisitId)).toEqual([started.evvVisitId]);
  });

  it('verifies: complete 1 with the answers, the appointment status, kept qualifiers and actual times', async () => {
    const { visits, appointment, openAppointment } = await setup();
    const started = await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(0),
      reading: HOME,
    });
    await visits.end(started.evvVisitId, { at: at(50), reading: HOME });
    const verified = await visits.verify(started.evvVisitId, answers());
    expect(verified).toMatchObject({
      complete: 1,
      visitStatus: 'verify',
      appointmentStatus: 'Kept',
      servicesVerified: true,
      durationVerified: true,
      timesVerified: true,
      hasSignature: true,
      signature: 'iVBORw0KGgoAAAANSUhEUg==',
      originalStartDate: null,
      editTimesReason: null,
    });
    expect(await openAppointment(appointment.appointmentId)).toMatchObject({
      status: 'Kept',
      activityDetailDescriptorList: [{ descriptorId: 31, descriptorType: 'Activity Qualifiers' }],
      actualStartTime: at(0).toISOString(),
      actualEndTime: at(50).toISOString(),
    });
    expect(await visits.activeVisits(7)).toEqual([]);
  });

  it('stores the original times once when times are edited, with the reason', async () => {
    const { visits, appointment } = await setup();
    const { evvVisitId } = await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(0),
      reading: HOME,
    });
    await visits.end(evvVisitId, { at: at(50), reading: HOME });
    const editedTimes = {
      start: at(-5).toISOString(),
      end: at(45).toISOString(),
      reason: 91,
      comments: 'Late',
    };
    const verified = await visits.verify(evvVisitId, answers({ editedTimes }));
    expect(verified).toMatchObject({
      startDateTime: editedTimes.start,
      endDateTime: editedTimes.end,
      originalStartDate: at(0).toISOString(),
      originalEndDate: at(50).toISOString(),
      adjustedBeginDateTime: editedTimes.start,
      adjustedEndDateTime: editedTimes.end,
      beginActualDateTime: at(0).toISOString(),
      editTimesReason: 91,
      editTimesComments: 'Late',
      editTimesEventType: 'EditTimes',
    });
  });

  it('closes a visit without verification for Error, CBT, CBC and DNS (it is not sent as verified)', async () => {
    const { visits, appointment, openAppointment } = await setup();
    const { evvVisitId } = await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(0),
      reading: HOME,
    });
    await visits.end(evvVisitId, { at: at(5), reading: HOME });
    const closed = await visits.verify(evvVisitId, answers({ status: 'DNS', editedTimes: null }));
    expect(closed).toMatchObject({
      complete: 1,
      visitStatus: 'verify',
      appointmentStatus: 'DNS',
      servicesVerified: null,
      durationVerified: null,
      signature: null,
      hasSignature: false,
    });
    expect(await openAppointment(appointment.appointmentId)).toMatchObject({
      status: 'DNS',
      activityDetailDescriptorList: [],
    });
  });

  it('reverts to started on Cancel: end data cleared, the session active again', async () => {
    const { visits, appointment } = await setup();
    const started = await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(0),
      reading: HOME,
    });
    await visits.end(started.evvVisitId, { at: at(50), reading: AWAY });
    const reverted = await visits.revertToStarted(started.evvVisitId);
    expect(reverted).toMatchObject({
      visitStatus: 'start',
      complete: 0,
      beginActualDateTime: at(0).toISOString(),
      startDateTime: at(0).toISOString(),
      endDateTime: null,
      endActualDateTime: null,
      endLatitude: null,
      endLongitude: null,
    });
    expect((await visits.activeVisits(7)).map((v) => v.evvVisitId)).toEqual([started.evvVisitId]);
  });

  it('saves a verification once: a second Submit, even at the same moment, changes nothing', async () => {
    const { store, visits, appointment, changes } = await setup();
    const { evvVisitId } = await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(0),
      reading: HOME,
    });
    await visits.end(evvVisitId, { at: at(50), reading: HOME });
    const before = changes();
    const [one, two] = await Promise.all([
      visits.verify(evvVisitId, answers()),
      visits.verify(evvVisitId, answers({ status: 'CBC' })),
    ]);
    expect(two).toEqual(one);
    const again = await visits.verify(evvVisitId, answers({ status: 'Error' }));
    expect(again.appointmentStatus).toBe(one.appointmentStatus);
    expect(changes() - before).toBe(1);
    expect((await store.table('visit').get(evvVisitId))?.rev).toBe(3);
  });

  it('refuses to stop or reopen a verified visit, and to verify one not stopped', async () => {
    const { visits, appointment } = await setup();
    const { evvVisitId } = await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(0),
      reading: HOME,
    });
    await expect(visits.verify(evvVisitId, answers())).rejects.toThrow(/not been stopped/);
    await visits.end(evvVisitId, { at: at(50), reading: HOME });
    await visits.verify(evvVisitId, answers());
    await expect(visits.end(evvVisitId, { at: at(60), reading: HOME })).rejects.toBeInstanceOf(
      VisitClosedError,
    );
    await expect(visits.revertToStarted(evvVisitId)).rejects.toBeInstanceOf(VisitClosedError);
    await expect(
      visits.start({ appointmentId: appointment.appointmentId, at: at(70), reading: HOME }),
    ).rejects.toBeInstanceOf(VisitClosedError);
  });

  it("writes the start dialog's changes to the appointment in the same step as the visit", async () => {
    const { visits, appointments, appointment, openAppointment } = await setup();
    const moved = { startDateInstance: at(5).toISOString(), endDateInstance: at(65).toISOString() };
    await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(5),
      reading: HOME,
      applyChanges: (current) => appointments.withChanges(current, { ...moved, nonBillableMinutes: 0 }),
    });
    expect(await openAppointment(appointment.appointmentId)).toMatchObject({
      ...moved,
      nonBillableMinutes: 0,
      duration: '01:00',
      status: 'In Session',
      actualStartTime: at(5).toISOString(),
    });
  });

  it('leaves the appointment untouched when its visit is verified: nothing of it waits to be sent (issue 20, item 1)', async () => {
    const { store, visits, appointments, appointment } = await setup();
    const { evvVisitId } = await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(0),
      reading: HOME,
    });
    await visits.end(evvVisitId, { at: at(40), reading: HOME });
    await visits.verify(evvVisitId, answers({ status: 'Co-Staff' }));
    await store.table('appointment').update(appointment.appointmentId, { syncState: 'clean' });
    const before = await store.table('appointment').get(appointment.appointmentId);
    let asked = false;
    await expect(
      visits.start({
        appointmentId: appointment.appointmentId,
        at: at(60),
        reading: HOME,
        applyChanges: (current) => {
          asked = true;
          return appointments.withChanges(current, { startDateInstance: at(60).toISOString() });
        },
      }),
    ).rejects.toBeInstanceOf(VisitClosedError);
    expect(asked).toBe(false);
    expect(await store.table('appointment').get(appointment.appointmentId)).toEqual(before);
    expect(await store.table('visit').count()).toBe(1);
  });
});

describe('visits repository with the sync engine', () => {
  async function harness() {
    const h = await engineHarness();
    store = h.store;
    const visits = new VisitsRepository({ store: h.store, clock: h.clock });
    const appointment = await h.repository.create(appointmentInput({}, -1));
    const serverVisitIds = () => new Set(h.server.rows('visit').map((row) => row.evvVisitId));
    return { ...h, visits, appointment, serverVisitIds };
  }

  it('keeps ids usable after the temporary ids are swapped, and the server gets one visit', async () => {
    const { engine, visits, appointment, store, serverVisitIds, repository } = await harness();
    const started = await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(0),
      reading: HOME,
    });
    await engine.writeDirty();

    const swapped = await visits.get(started.evvVisitId);
    expect(swapped?.evvVisitId).toBeGreaterThan(0);
    expect(swapped?.appointmentId).toBeGreaterThan(0);
    expect(swapped?.syncState).toBe('clean');
    expect((await repository.get(appointment.appointmentId))?.evvVisitId).toBe(swapped?.evvVisitId);
    expect((await visits.visitOfAppointment(appointment.appointmentId))?.evvVisitId).toBe(
      swapped?.evvVisitId,
    );

    // Stop and verify by the ids the screen was given at the start.
    await visits.end(started.evvVisitId, { at: at(50), reading: HOME });
    await visits.verify(started.evvVisitId, answers());
    await engine.writeDirty();
    expect(serverVisitIds()).toEqual(new Set([swapped!.evvVisitId]));
    const rows = await store.table('visit').toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ syncState: 'clean' });
    const sent = await store.open<VisitData>('visit', rows[0]!);
    expect(sent).toMatchObject({ complete: 1, appointmentId: swapped!.appointmentId });
  });

  it('a visit started, stopped and verified offline goes once, after its appointment', async () => {
    const { engine, visits, appointment, server, serverVisitIds } = await harness();
    const { evvVisitId } = await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(0),
      reading: HOME,
    });
    await visits.end(evvVisitId, { at: at(50), reading: HOME });
    await visits.verify(evvVisitId, answers());
    await engine.writeDirty();
    const writes = server.calls.map((call) => call.path).filter((path) => path.startsWith('/evv/write/'));
    expect(writes.slice(0, 2)).toEqual(['/evv/write/appointment', '/evv/write/visit']);
    expect(serverVisitIds().size).toBe(1);
    expect(server.rows('visit')[0]).toMatchObject({ complete: 1, visitStatus: 'verify', hasSig: true });
  });

  it('leaves a refused verification open with the reason, to be stopped and verified again', async () => {
    const { engine, visits, appointment, server, serverVisitIds } = await harness();
    const { evvVisitId } = await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(0),
      reading: HOME,
    });
    await engine.writeDirty();
    await visits.end(evvVisitId, { at: at(50), reading: AWAY });
    await visits.verify(evvVisitId, answers());
    server.refuse = (resource) =>
      resource.complete === 1 ? ['ERROR/~/Reason for address discrepancy is required.'] : [];
    await engine.writeDirty();

    const [rejected] = await visits.activeVisits(7);
    expect(rejected).toMatchObject({
      complete: 1,
      syncState: 'error',
      syncError: [{ message: 'ERROR/~/Reason for address discrepancy is required.' }],
    });

    // Stopping it again takes it back to started first: a new end, and the old answers gone.
    const ended = await visits.end(evvVisitId, { at: at(55), reading: AWAY });
    expect(ended).toMatchObject({ complete: 0, visitStatus: 'end', servicesVerified: null, signature: null });
    expect(ended.endActualDateTime).toBe(at(55).toISOString());
    server.refuse = () => [];
    await visits.verify(
      evvVisitId,
      answers({ addressDistanceReason: 12, addressDistanceComments: 'Store trip' }),
    );
    await engine.writeDirty();
    expect(await visits.activeVisits(7)).toEqual([]);
    expect(serverVisitIds().size).toBe(1);
    expect((await visits.get(evvVisitId))?.syncState).toBe('clean');
  });

  it('a failed verify reverted to started goes back to the server as an active visit', async () => {
    const { engine, visits, appointment, server } = await harness();
    const { evvVisitId } = await visits.start({
      appointmentId: appointment.appointmentId,
      at: at(0),
      reading: HOME,
    });
    await visits.end(evvVisitId, { at: at(50), reading: HOME });
    await visits.verify(evvVisitId, answers());
    server.refuse = (resource) => (resource.complete === 1 ? ['Visit not found.'] : []);
    await engine.writeDirty();
    expect((await visits.get(evvVisitId))?.syncState).toBe('error');

    const reverted = await visits.revertToStarted(evvVisitId);
    expect(reverted).toMatchObject({ complete: 0, visitStatus: 'start', syncState: 'dirty' });
    await engine.writeDirty();
    expect(server.rows('visit').at(-1)).toMatchObject({
      complete: 0,
      visitStatus: 'start',
      endDateTime: null,
    });
    expect((await visits.get(evvVisitId))?.syncState).toBe('clean');
  });

  it('waits for the appointment while it is refused, and never sends the visit with a temporary parent', async () => {
    const { engine, visits, appointment, server } = await harness();
    server.refuse = (resource) => ('activityLogId' in resource && !('evvVisitId' in resource) ? ['No.'] : []);
    await visits.start({ appointmentId: appointment.appointmentId, at: at(0), reading: HOME });
    await engine.writeDirty();
    expect(server.calls.some((call) => call.path === '/evv/write/visit')).toBe(false);
    expect(await store!.table('visit').where('syncState').equals('dirty').count()).toBe(1);
  });
});
