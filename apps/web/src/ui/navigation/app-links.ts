import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

const SECTIONS = ['/dashboard', '/schedule', '/caseload'] as const;

/** The main section a path is in; anything else counts as the dashboard. */
export function sectionOf(pathname: string): (typeof SECTIONS)[number] {
  return (
    SECTIONS.find((section) => pathname === section || pathname.startsWith(`${section}/`)) ?? '/dashboard'
  );
}

/**
 * spec 1 §2, spec 2 §2: the face sheet hangs under the section it was opened from ({parent}/facesheet). The
 * client travels in the query so a reload opens the same client.
 */
export function facesheetPath(pathname: string, clientId: number): string {
  return `${sectionOf(pathname)}/facesheet?clientId=${clientId}`;
}

/** The client a face sheet route names, or null. */
export function facesheetClientId(searchParams: URLSearchParams): number | null {
  const id = Number(searchParams.get('clientId'));
  return Number.isInteger(id) && id !== 0 ? id : null;
}

export function useOpenFacesheet(): (clientId: number) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback((clientId) => void navigate(facesheetPath(pathname, clientId)), [navigate, pathname]);
}

/** What the Appointment dialog opens on: a new appointment (maybe for a client and a start), or a saved one. */
export type AppointmentTarget =
  { kind: 'new'; clientId: number | null; start: Date | null } | { kind: 'existing'; appointmentId: number };

const PARAM = {
  appointment: 'appointment',
  clientId: 'appointmentClient',
  start: 'appointmentStart',
  mode: 'appointmentMode',
} as const;

/**
 * The Appointment dialog is opened through the page's query (?appointment=new or ?appointment=<id>) so any screen
 * can open it without importing it, the back button closes it, and a reload keeps it open.
 */
export function appointmentTargetOf(searchParams: URLSearchParams): AppointmentTarget | null {
  const value = searchParams.get(PARAM.appointment);
  if (value === null) return null;
  if (value === 'new') {
    const clientId = Number(searchParams.get(PARAM.clientId));
    const start = new Date(searchParams.get(PARAM.start) ?? '');
    return {
      kind: 'new',
      clientId: Number.isInteger(clientId) && clientId !== 0 ? clientId : null,
      start: Number.isNaN(start.getTime()) ? null : start,
    };
  }
  const appointmentId = Number(value);
  return Number.isInteger(appointmentId) && appointmentId !== 0 ? { kind: 'existing', appointmentId } : null;
}

/**
 * spec 1 §4 Starting a session: the dialog opens on a saved appointment in its start mode (?appointmentMode=start):
 * status In Session locked, date and time forced to now, and Save starts the visit.
 */
export function isStartMode(searchParams: URLSearchParams): boolean {
  const target = appointmentTargetOf(searchParams);
  return target?.kind === 'existing' && searchParams.get(PARAM.mode) === 'start';
}

export interface AppointmentDialogLink {
  openNew: (options?: { clientId?: number; start?: Date }) => void;
  openExisting: (appointmentId: number) => void;
  /** The saved appointment's dialog in the start mode (spec 1 §4 Starting a session). */
  openStart: (appointmentId: number) => void;
  close: () => void;
}

export function useAppointmentDialogLink(): AppointmentDialogLink {
  const [, setSearchParams] = useSearchParams();
  return {
    openNew: ({ clientId, start } = {}) =>
      setSearchParams((params) => {
        params.set(PARAM.appointment, 'new');
        if (clientId !== undefined) params.set(PARAM.clientId, String(clientId));
        if (start !== undefined) params.set(PARAM.start, start.toISOString());
        return params;
      }),
    openExisting: (appointmentId) =>
      setSearchParams((params) => {
        params.set(PARAM.appointment, String(appointmentId));
        return params;
      }),
    openStart: (appointmentId) =>
      setSearchParams((params) => {
        params.set(PARAM.appointment, String(appointmentId));
        params.set(PARAM.mode, 'start');
        return params;
      }),
    close: () =>
      setSearchParams((params) => {
        for (const name of Object.values(PARAM)) params.delete(name);
        return params;
      }),
  };
}
