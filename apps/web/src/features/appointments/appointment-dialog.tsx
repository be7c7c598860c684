import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_DIALOG_WIDTH_PX } from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import { now } from '../../platform/clock.ts';
import { deviceTimeZone } from '../../platform/device-time-zone.ts';
import type { AppointmentTarget } from '../../ui/navigation/app-links.ts';
import { useLayoutKind } from '../../ui/use-layout.ts';
import { AppointmentEditor } from './appointment-editor.tsx';
import { existingAppointmentState, newAppointmentState, startModeState } from './appointment-form-state.ts';
import { useDialogSubject } from './use-dialog-subject.ts';

export interface AppointmentDialogProps {
  target: AppointmentTarget;
  /** spec 1 §4 Starting a session: In Session locked, date and time now; Save starts the visit. */
  startMode?: boolean;
  onClose: () => void;
}

/**
 * spec 1 §2 dialog 'Appointment' (660 px wide; full screen on handhelds): a new appointment, or a saved one to
 * view and change.
 */
export function AppointmentDialog({ target, startMode = false, onClose }: AppointmentDialogProps) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const handheld = useLayoutKind() === 'handheld';
  const subject = useDialogSubject(session, target);
  // The wall clock the dialog opened on, so the default start does not move while it stays open.
  const [openedAt] = useState(now);
  // While Save's question or refusal shows, this dialog steps aside (kept mounted, so nothing typed is lost).
  const [answering, setAnswering] = useState(false);

  let body;
  if (subject.kind === 'loading') {
    body = (
      <DialogContent dividers>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('appointmentDialog.loading')} />
        </Box>
      </DialogContent>
    );
  } else if (subject.kind === 'notFound') {
    body = (
      <>
        <DialogContent dividers>
          <DialogContentText>{t('appointment.notFound')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button variant="contained" onClick={onClose}>
            {t('common.close')}
          </Button>
        </DialogActions>
      </>
    );
  } else {
    // The device's own zone, for the moment before the organization's record has arrived.
    const timeZone = subject.organization?.timeZone ?? deviceTimeZone();
    const { appointment } = subject;
    const initial =
      appointment === null
        ? newAppointmentState({
            clientId: target.kind === 'new' ? target.clientId : null,
            start: target.kind === 'new' ? target.start : null,
            organizationId: session.profile.currentOrganizationId,
            timeZone,
            now: openedAt,
          })
        : startMode
          ? startModeState(existingAppointmentState(appointment, timeZone), openedAt, timeZone)
          : existingAppointmentState(appointment, timeZone);
    body = (
      <AppointmentEditor
        initial={initial}
        appointment={appointment}
        clientFixed={appointment !== null || initial.clientId !== null}
        startMode={startMode && appointment !== null}
        timeZone={timeZone}
        onClose={onClose}
        onAnswering={setAnswering}
      />
    );
  }

  return (
    <Dialog
      open={!answering}
      keepMounted
      // A tap beside the dialog must not throw away what was typed; Escape and Close still close it.
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullScreen={handheld}
      maxWidth={false}
      aria-labelledby="appointment-dialog-title"
      slotProps={{
        paper: { sx: handheld ? {} : { width: APPOINTMENT_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } },
      }}
    >
      <DialogTitle
        id="appointment-dialog-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}
      >
        <Box component="span" sx={{ flexGrow: 1 }}>
          {target.kind === 'new' ? t('appointmentDialog.newTitle') : t('appointmentDialog.title')}
        </Box>
        <IconButton aria-label={t('appointmentDialog.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {body}
    </Dialog>
  );
}
