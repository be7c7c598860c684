import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@carevisit/core';
import type { AppointmentData, Session, StartRoutine } from '../../data/index.ts';
import { now } from '../../platform/clock.ts';
import { readLocation, type GeoReading, type LocationFailure } from '../../platform/geolocation.ts';
import { deviceErrorMessage } from '../../ui/device-error-text.ts';
import { MessageDialog } from '../../ui/message-dialog.tsx';
import { useDialogText } from '../../ui/use-dialog-text.ts';
import { GpsErrorDialog } from '../../ui/sessions/gps-error-dialog.tsx';
import { LocatingDialog } from '../../ui/sessions/locating-dialog.tsx';
import { sendSoon, visitsOf } from '../../ui/sessions/visits.ts';

export interface SessionStart {
  /** Reads the location first; false (with the GPS Error shown) when there is none, and then nothing is saved. */
  locate: () => Promise<boolean>;
  /**
   * Starts the visit of the saved appointment with that reading, writing the dialog's changes to the appointment
   * in the same step; false (with the reason shown) when it cannot start, and then nothing is written.
   */
  start: (
    appointmentId: number,
    applyChanges?: (appointment: AppointmentData) => Promise<AppointmentData>,
  ) => Promise<boolean>;
  /** The reading's progress, the GPS Error and a failed start, shown in place of the caller's dialog. */
  dialogs: ReactNode;
  busy: boolean;
  /** One of those dialogs is on screen, or the start is under way: the caller's dialog steps aside. */
  showing: boolean;
}

/**
 * spec 1 §4 Starting a session, for the Appointment dialog's start mode: a location reading before the save
 * (spec 1 §5: location is required, so without one the appointment is not touched and the GPS Error of spec
 * 1 §8 shows), then the visit starts on the saved appointment with that reading.
 */
export function useSessionStart(session: Session, routine: StartRoutine): SessionStart {
  const { t } = useTranslation();
  const text = useDialogText();
  const [locating, setLocating] = useState(false);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<LocationFailure | null>(null);
  const [startError, setStartError] = useState<Message | null>(null);
  const reading = useRef<GeoReading | null>(null);

  const locate = async () => {
    if (locating) return false;
    setLocating(true);
    const location = await readLocation();
    setLocating(false);
    reading.current = location.ok ? location.reading : null;
    if (!location.ok) setFailure(location.failure);
    return location.ok;
  };

  const start: SessionStart['start'] = async (appointmentId, applyChanges) => {
    const taken = reading.current;
    if (!taken) return false;
    setStarting(true);
    try {
      await visitsOf(session).start({
        appointmentId,
        at: now(),
        reading: taken,
        ...(applyChanges ? { applyChanges } : {}),
      });
      sendSoon(routine);
      return true;
    } catch (error) {
      setStartError(deviceErrorMessage(error));
      return false;
    } finally {
      reading.current = null;
      setStarting(false);
    }
  };

  const dialogs = (
    <>
      <LocatingDialog open={locating} action="start" />
      <GpsErrorDialog failure={failure} action="start" onClose={() => setFailure(null)} />
      <MessageDialog
        open={startError !== null}
        title={t('sessions.cannotStartTitle')}
        message={startError ? text(startError) : ''}
        onOk={() => setStartError(null)}
      />
    </>
  );
  const showing = locating || starting || failure !== null || startError !== null;
  return { locate, start, dialogs, busy: locating, showing };
}
