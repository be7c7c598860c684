import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { isOpenVisit, type VisitWrite, type VisitWriteErrorCode } from '@carevisit/core';
import { listPendingChanges } from '../pending-changes.ts';
import { engineHarness } from '../testing/engine-harness.ts';
import { json } from '../testing/fake-evv-server.ts';
import { appointmentInput, T0, visitData } from '../testing/samples.ts';
import { VisitClosedError, VisitsRepository, type VisitVerificationAnswers } from '../visits-repository.ts';

// Issue 36: a visit verified on another device first. The server refuses this device's verification with
// visit_already_verified; the device says so beside the visit with the server's words, keeps its own answers for
// the user to see (a later read never puts the server's copy over them), and counts the visit as closed: a new
// verification could not change it. Any other refusal of a verification still reopens it (spec 1 §8).

let close: () => void = () => undefined;
afterEach(() => close());

const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const HOME = { latitude: 39.9526, longitude: -75.1652 };
const REFUSAL = 'This visit was already verified on another device or by your agency.';

/** The client disputes the visit: NO and NO, and no signature. */
const disputed: VisitVerificationAnswers = {
  status: 'Kept',
  qualifiers: [],
  servicesVerified: false,
  durationVerified: false,
  signature: null,
  verificationDeclinedReason: 41,
  verificationDeclinedComments: 'Client disputes visit duration',
  signatureMissingReason: 42,
  signatureMissingComments: 'Client refused to sign',
  addressDistanceReason: null,
  addressDistanceComments: null,
  editedTimes: null,
};

/** A visit started and stopped on this device and sent; the server refuses its verification with `code`. */
async function stoppedVisit(code: VisitWriteErrorCode) {
  const h = await engineHarness();
  close = () => h.store.db.close();
  const visits = new VisitsRepository({ store: h.store, clock: h.clock });
  const appointment = await h.repository.create(appointmentInput({}, -1));
  const started = await visits.start({ appointmentId: appointment.appointmentId, at: at(0), reading: HOME });
  await visits.end(started.evvVisitId, { at: at(50), reading: HOME });
  await h.engine.writeDirty();
  const visit = (await visits.get(started.evvVisitId))!;
  expect(visit).toMatchObject({ syncState: 'clean', visitStatus: 'end' });
  h.server.hook = ({ path, body }) => {
    if (path !== '/evv/write/visit') return undefined;
    const [resource] = (body as { resources: VisitWrite[] }).resources;
    if (resource?.complete !== 1) return undefined;
    const tempId = resource.evvVisitId;
    return json({ resources: [{ tempId, evvVisitId: tempId, errors: [{ code, message: REFUSAL }] }] });
  };
  return { ...h, visits, visit };
}

describe('sync engine: a verification refused because the visit was verified already (issue 36)', () => {
  it("is rejected with the server's message and keeps this device's answers, the visit closed", async () => {
    const { engine, visits, visit, store } = await stoppedVisit('visit_already_verified');
    await visits.verify(visit.evvVisitId, disputed);
    // The appointment goes (its facts are the verified ones), the visit is refused.
    expect(await engine.writeDirty()).toEqual({ stored: 1, rejected: 1 });

    const refused = (await visits.get(visit.evvVisitId))!;
    expect(refused).toMatchObject({
      syncState: 'error',
      syncError: [{ code: 'visit_already_verified', message: REFUSAL }],
      verifiedElsewhere: true,
      complete: 1,
      servicesVerified: false,
      durationVerified: false,
      hasSignature: false,
      verificationDeclinedComments: 'Client disputes visit duration',
      signatureMissingComments: 'Client refused to sign',
    });
    expect(isOpenVisit(refused)).toBe(false);
    expect(await visits.activeVisits(7)).toEqual([]);
    // Shown in Waiting to sync with the server's words.
    expect(await listPendingChanges(store.db)).toMatchObject([
      {
        table: 'visit',
        id: visit.evvVisitId,
        syncState: 'error',
        reason: [{ code: 'visit_already_verified', message: REFUSAL }],
      },
    ]);
    // Closed here too: no new stop or verification of it.
    await expect(visits.end(visit.evvVisitId, { at: at(60), reading: HOME })).rejects.toBeInstanceOf(
      VisitClosedError,
    );
    expect(await visits.verify(visit.evvVisitId, { ...disputed, servicesVerified: true })).toMatchObject({
      servicesVerified: false,
      syncState: 'error',
    });
    // Not sent again on its own.
    await engine.writeDirty();
    expect((await visits.get(visit.evvVisitId))?.syncState).toBe('error');
  });

  it("is never replaced by the server's copy when the visits are read again", async () => {
    const { engine, visits, visit, server } = await stoppedVisit('visit_already_verified');
    await visits.verify(visit.evvVisitId, disputed);
    await engine.writeDirty();
    // The server's visit, as the other device verified it: YES, YES, signed.
    server.tables.set('visit', [
      {
        ...visitData(visit.evvVisitId, visit.appointmentId),
        appointmentStatus: 'Kept',
        visitStatus: 'verify',
        complete: 1,
        endDateTime: at(40).toISOString(),
        endActualDateTime: at(40).toISOString(),
        servicesVerified: true,
        durationVerified: true,
        hasSignature: true,
        signature: 'iVBORw0KGgoAAAANSUhEUg==',
        changedDate: server.nowIso,
      },
    ]);
    await engine.syncTable('visit');
    expect(await visits.get(visit.evvVisitId)).toMatchObject({
      syncState: 'error',
      servicesVerified: false,
      durationVerified: false,
      endActualDateTime: at(50).toISOString(),
    });
  });

  it('any other refusal of a verification takes it back to be verified again (spec 1 §8)', async () => {
    const { engine, visits, visit } = await stoppedVisit('visit_rejected');
    await visits.verify(visit.evvVisitId, disputed);
    expect(await engine.writeDirty()).toEqual({ stored: 1, rejected: 1 });
    const refused = (await visits.get(visit.evvVisitId))!;
    expect(refused.verifiedElsewhere).toBeUndefined();
    expect(isOpenVisit(refused)).toBe(true);
    expect((await visits.activeVisits(7)).map((open) => open.evvVisitId)).toEqual([visit.evvVisitId]);
  });
});
