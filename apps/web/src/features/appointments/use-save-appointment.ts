import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VISIT_MAX_HOURS,
  type AppointmentStatus,
  type AppointmentTimes,
  type OverlapName,
} from '@carevisit/core';
import type { ActiveSession } from '../../session/session-store.ts';
import type { AppointmentData, ClientData, LocalAppointment } from '../../data/index.ts';
import { sendSoon } from '../../ui/sessions/visits.ts';
import { now } from '../../platform/clock.ts';
import { appointmentsOf } from '../../ui/data/appointments.ts';
import { clientName } from '../../ui/format/client-name.ts';
import { formatTime } from '../../ui/format/format-date-time.ts';
import { deviceErrorMessage } from '../../ui/device-error-text.ts';
import type { DialogText } from '../../ui/use-dialog-text.ts';
import { useLatest } from '../../ui/use-latest.ts';
import type { AppointmentFormState } from './appointment-form-state.ts';
import { nextSaveStep, type SaveConfirmation } from './save-decision.ts';
import type { AppointmentReferences } from './use-appointment-references.ts';

/** A question (Yes/No) or a refusal (OK) the save shows over the dialog. */
export interface SavePrompt {
  title: DialogText;
  message: DialogText;
  /** Set for a question: a Yes saves past it. */
  confirmation?: SaveConfirmation;
}

export interface SaveAppointmentInput {
  active: ActiveSession;
  state: AppointmentFormState;
  times: AppointmentTimes | null;
  /** null while the reference records load. */
  references: AppointmentReferences | null;
  /** The saved appointment's id as stored now (the server's once sync has swapped the temporary one). */
  storedAppointmentId: number | null;
  /** Its status as saved; null for a new appointment. */
  savedStatus: AppointmentStatus | null;
  /**
   * The start mode (spec 1 §4 Starting a session): the visit starts and the dialog's changes are written with
   * it, in one step; false when it cannot start, and then the appointment is not touched.
   */
  startSession?: (
    appointmentId: number,
    applyChanges: (appointment: AppointmentData) => Promise<AppointmentData>,
  ) => Promise<boolean>;
  onSaved: () => void;
}

const VISIT_MAX_MS = VISIT_MAX_HOURS * 3_600_000;
const instantOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Saving the Appointment dialog (principle 2): the questions and refusals of spec 1 §4 and §5 against the local
 * database, then a local write marked dirty; the dialog closes at once and the sync engine sends it, online or
 * offline alike.
 */
export function useSaveAppointment(input: SaveAppointmentInput) {
  const [prompt, setPrompt] = useState<SavePrompt | null>(null);
  const [saving, setSaving] = useState(false);
  const confirmed = useRef(new Set<SaveConfirmation>());
  const latest = useLatest(input);
  const { t } = useTranslation();

  /** A visit in session as the overlap refusal names it (issue 36): its client and the time it started. */
  const nameVisit = async (
    appointment: LocalAppointment,
    timeZone: string,
  ): Promise<OverlapName | undefined> => {
    if (appointment.status !== 'In Session') return undefined;
    const client = await latest.current.active.session.store.get<ClientData>('client', appointment.clientId);
    return {
      client: clientName(t, client?.data, appointment.clientId),
      started: formatTime(Date.parse(appointment.actualStartTime ?? appointment.startDateInstance), timeZone),
    };
  };

  const attempt = async () => {
    const { active, state, times, references, storedAppointmentId, startSession, onSaved } = latest.current;
    const organization = references?.organization;
    const activity = references?.activity;
    if (references === null || times === null || organization === undefined || activity === undefined) return;
    const { session, routine } = active;
    setSaving(true);
    try {
      const repository = appointmentsOf(session, organization.timeZone);
      // A visit is under 24 hours, so only appointments starting up to a day earlier can reach into this one.
      const stored = await repository.listForStaff(session.staffId, {
        fromMillis: times.start.getTime() - VISIT_MAX_MS,
        toMillis: times.end.getTime(),
      });
      const step = nextSaveStep(
        { ...state, appointmentId: storedAppointmentId },
        times,
        {
          now: now(),
          savedStatus: latest.current.savedStatus,
          timeZone: organization.timeZone,
          isMultiBookSchedule: references.staff?.isMultiBookSchedule ?? false,
          neighbours: await Promise.all(
            stored.map(async (appointment) => ({
              appointmentId: appointment.appointmentId,
              start: new Date(appointment.startDateInstance),
              end: new Date(appointment.endDateInstance),
              status: appointment.status,
              actualStart: instantOrNull(appointment.actualStartTime),
              actualEnd: instantOrNull(appointment.actualEndTime),
              named: await nameVisit(appointment, organization.timeZone),
            })),
          ),
          clientPrograms: references.clientPrograms,
          activity,
        },
        confirmed.current,
      );
      if (step.kind === 'confirm') {
        setPrompt({ title: step.title, message: step.message, confirmation: step.confirmation });
        return;
      }
      if (step.kind === 'refuse') {
        setPrompt({ title: step.title, message: step.message });
        return;
      }
      if (startSession && storedAppointmentId !== null) {
        const input = step.input;
        const started = await startSession(storedAppointmentId, (current) =>
          repository.withChanges(current, input),
        );
        if (started) onSaved();
        return;
      }
      if (storedAppointmentId === null) await repository.create({ ...step.input, staffId: session.staffId });
      else await repository.change(storedAppointmentId, step.input);
      sendSoon(routine);
      onSaved();
    } catch (error) {
      setPrompt({ title: 'appointment.cannotSaveTitle', message: deviceErrorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return {
    prompt,
    saving,
    /** The Save button: every question is asked afresh. */
    save: () => {
      if (saving) return;
      confirmed.current.clear();
      void attempt();
    },
    /** The answer to the prompt: Yes goes on saving; No, or OK to a refusal, goes back to the dialog. */
    answer: (yes: boolean) => {
      const confirmation = prompt?.confirmation;
      setPrompt(null);
      if (yes && confirmation) {
        confirmed.current.add(confirmation);
        void attempt();
      }
    },
  };
}
