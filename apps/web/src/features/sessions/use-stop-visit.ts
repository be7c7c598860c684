import { useEffect, useRef, useState } from 'react';
import {
  PROGRAM_TIME_ZONE,
  isOpenVisit,
  isVerifiedForPayer,
  type Activity,
  type Message,
  type Organization,
} from '@carevisit/core';
import type { ActiveSession } from '../../session/session-store.ts';
import type { LocalAppointment, LocalVisit, Session } from '../../data/index.ts';
import { now } from '../../platform/clock.ts';
import { readLocation, type LocationFailure } from '../../platform/geolocation.ts';
import { appointmentsOf } from '../../ui/data/appointments.ts';
import { deviceErrorMessage } from '../../ui/device-error-text.ts';
import { sendSoon, visitsOf } from '../../ui/sessions/visits.ts';
import { useLatest } from '../../ui/use-latest.ts';
import type { VerificationResult } from './verification/verification-result.ts';

/** Where stopping a visit stands: reading the location, showing the GPS Error, or verifying. */
type StopState =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'gpsError'; failure: LocationFailure }
  /** The device could not save the stop (its database failed, or the visit was closed meanwhile). */
  | { kind: 'failed'; message: Message }
  | { kind: 'verifying'; visit: LocalVisit; appointment: LocalAppointment; organization: Organization }
  /** Verified: where the visit stands with the payer, checked on the device before any network (issue 32). */
  | { kind: 'verified'; appointmentId: number };

const IDLE: StopState = { kind: 'idle' };

/** A verified visit of an activity EVV applies to is sent to the payer's aggregator (issue 32). */
async function goesToPayer(session: Session, visit: LocalVisit): Promise<boolean> {
  if (!isVerifiedForPayer(visit)) return false;
  return (await session.store.get<Activity>('activity', visit.activityId))?.data.evvApplies ?? false;
}

export interface StopVisit {
  state: StopState;
  submit: (result: VerificationResult) => Promise<void>;
  cancel: () => Promise<void>;
  /** OK on the GPS Error, the failure or the verified visit's standing: nothing more happens. */
  dismiss: () => void;
}

/**
 * spec 1 §4 Stopping a session, for the visit the query names: a location reading ends the visit, then the
 * Visit Verification dialogs open on it; Submit verifies, Cancel takes it back to started (the session stays
 * active). A visit already stopped (a reload during verification) goes straight to verification: its end was
 * read when it was stopped. `done` clears the query; a reading that arrives after that is ignored.
 */
export function useStopVisit(active: ActiveSession, visitId: number | null, done: () => void): StopVisit {
  const { session, routine } = active;
  // A state belongs to the visit it was reached for: with another visit, or none, stopping starts idle.
  const [stored, setStored] = useState<{ visitId: number | null; state: StopState }>({
    visitId,
    state: IDLE,
  });
  const state = stored.visitId === visitId ? stored.state : IDLE;
  const setState = (next: StopState) => setStored({ visitId, state: next });
  const run = useRef(0);
  // The latest `done`, without making it a reason to stop again: the query's setter changes with the query.
  const doneRef = useLatest(done);

  useEffect(() => {
    const token = ++run.current;
    const current = () => token === run.current;
    if (visitId === null) return;
    const show = (next: StopState) => setStored({ visitId, state: next });
    const visits = visitsOf(session);
    const stop = async () => {
      const visit = await visits.get(visitId);
      if (!visit || !isOpenVisit(visit)) return doneRef.current();
      let ended = visit;
      if (visit.visitStatus !== 'end' || visit.syncState === 'error') {
        show({ kind: 'locating' });
        const location = await readLocation();
        if (!current()) return;
        if (!location.ok) return show({ kind: 'gpsError', failure: location.failure });
        ended = await visits.end(visitId, { at: now(), reading: location.reading });
        sendSoon(routine);
      }
      const appointment = await appointmentsOf(session, PROGRAM_TIME_ZONE).get(ended.appointmentId);
      const organization = appointment
        ? (await session.store.get<Organization>('organization', appointment.organizationId))?.data
        : undefined;
      if (!current()) return;
      if (!appointment || !organization) return doneRef.current();
      show({ kind: 'verifying', visit: ended, appointment, organization });
    };
    stop().catch((error: unknown) => {
      if (current()) show({ kind: 'failed', message: deviceErrorMessage(error) });
    });
  }, [session, routine, visitId, doneRef]);

  const finish = () => {
    run.current += 1;
    setState({ kind: 'idle' });
    doneRef.current();
  };
  return {
    state,
    submit: async (result) => {
      if (state.kind !== 'verifying') return;
      const verified = await visitsOf(session).verify(state.visit.evvVisitId, result);
      sendSoon(routine);
      if (await goesToPayer(session, verified))
        setState({ kind: 'verified', appointmentId: verified.appointmentId });
      else finish();
    },
    cancel: async () => {
      if (state.kind !== 'verifying') return;
      try {
        await visitsOf(session).revertToStarted(state.visit.evvVisitId);
        sendSoon(routine);
        finish();
      } catch (error) {
        setState({ kind: 'failed', message: deviceErrorMessage(error) });
      }
    },
    dismiss: finish,
  };
}
