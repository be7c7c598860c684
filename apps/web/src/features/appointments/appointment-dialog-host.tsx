import { Suspense, lazy, useEffect, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  appointmentTargetOf,
  isStartMode,
  useAppointmentDialogLink,
  type AppointmentTarget,
} from '../../ui/navigation/app-links.ts';
import { whenIdle } from '../../platform/when-idle.ts';

// The dialog's code is not part of the signed-in frame's first load; it follows right after, so the dialog
// also opens when the connection drops later in the shift.
const loadDialog = () => import('./appointment-dialog.tsx');
const AppointmentDialog = lazy(async () => ({ default: (await loadDialog()).AppointmentDialog }));

/** A new look at the dialog for each target, so switching from one appointment to another starts afresh. */
function keyOf(target: AppointmentTarget, startMode: boolean): string {
  return target.kind === 'existing'
    ? `appointment:${target.appointmentId}${startMode ? ':start' : ''}`
    : `new:${target.clientId ?? ''}:${target.start?.toISOString() ?? ''}`;
}

/**
 * Shows the Appointment dialog over any signed-in page whose query asks for it (?appointment=new or
 * ?appointment=<id>, with &appointmentMode=start to start a session): screens open it through
 * useAppointmentDialogLink() without importing it.
 */
export function AppointmentDialogHost() {
  const [searchParams] = useSearchParams();
  const { close } = useAppointmentDialogLink();
  const target = appointmentTargetOf(searchParams);
  const startMode = isStartMode(searchParams);
  const key = target === null ? null : keyOf(target, startMode);
  // The dialog the address asks for now. A save that ends after the address moved on to another appointment
  // (tapped on the schedule behind a slow save) must not close that one.
  const shownKey = useRef(key);
  useLayoutEffect(() => {
    shownKey.current = key;
  }, [key]);
  // Loaded once the first screen is drawn; a failed early load is retried by lazy() when the dialog is opened.
  useEffect(() => whenIdle(() => void loadDialog().catch(() => undefined)), []);
  if (target === null || key === null) return null;
  return (
    <Suspense fallback={null}>
      <AppointmentDialog
        key={key}
        target={target}
        startMode={startMode}
        onClose={() => {
          if (shownKey.current === key) close();
        }}
      />
    </Suspense>
  );
}
