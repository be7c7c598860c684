import { useEffect, useReducer, useRef } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../../session/session-context.tsx';
import type { LocalAppointment } from '../../data/index.ts';
import { now } from '../../platform/clock.ts';
import { useClientsById } from '../../ui/data/use-clients.ts';
import { MessageDialog } from '../../ui/message-dialog.tsx';
import { useDialogText } from '../../ui/use-dialog-text.ts';
import { useSessionStart } from './use-session-start.tsx';
import { useLayoutKind } from '../../ui/use-layout.ts';
import { useViewAudit } from '../../ui/use-view-audit.ts';
import { AppointmentFields } from './appointment-fields.tsx';
import { checkAppointmentForm } from './appointment-form-check.ts';
import { MissingFieldsHint } from './missing-fields-hint.tsx';
import { appointmentFormReducer, type AppointmentFormState } from './appointment-form-state.ts';
import { useAppointmentReferences } from './use-appointment-references.ts';
import { useCaseloadClients } from './use-dialog-subject.ts';
import { useSaveAppointment } from './use-save-appointment.ts';

export interface AppointmentEditorProps {
  initial: AppointmentFormState;
  /** The saved appointment as stored now; null for a new one. */
  appointment: LocalAppointment | null;
  /** The client cannot be changed: a saved appointment, or a new one opened for a client. */
  clientFixed: boolean;
  /** spec 1 §4 Starting a session: a location reading, then Save, then the visit starts on the appointment. */
  startMode?: boolean;
  /** The wall clock the dialog starts on, until an organization with its own time zone is chosen. */
  timeZone: string;
  onClose: () => void;
  /** A question, a refusal or the session start's dialogs are on screen: the dialog steps aside for them. */
  onAnswering: (answering: boolean) => void;
}

/** The Appointment dialog's body: the fields, the server's objection if any, Save and its questions. */
export function AppointmentEditor({
  initial,
  appointment,
  clientFixed,
  startMode = false,
  timeZone,
  onClose,
  onAnswering,
}: AppointmentEditorProps) {
  const { t } = useTranslation();
  const text = useDialogText();
  const active = useActiveSession();
  const { session } = active;
  const layout = useLayoutKind();
  // spec 1 §7: opening the dialog is audited as a View of 'EVV Appointment Details'.
  useViewAudit(session, 'EVV Appointment Details', initial.clientId);
  const [state, dispatch] = useReducer(appointmentFormReducer, initial);
  const contentRef = useRef<HTMLDivElement>(null);
  const references = useAppointmentReferences(session, {
    appointmentId: appointment?.appointmentId ?? null,
    clientId: state.clientId,
    programId: state.programId,
    organizationId: state.organizationId,
    activityId: state.activityId,
    serviceLocationId: state.serviceLocationId,
  });
  const clients = useClientsById(session, state.clientId === null ? [] : [state.clientId]);
  const caseload = useCaseloadClients(session, !clientFixed);
  const current = now();
  const zone = references?.organization?.timeZone ?? timeZone;
  const check = references
    ? checkAppointmentForm(state, {
        now: current,
        timeZone: zone,
        activity: references.activity,
        organization: references.organization,
        savedStatus: appointment?.status ?? null,
        visitComplete: references.visitComplete,
      })
    : null;
  const sessionStart = useSessionStart(session, active.routine);
  const saving = useSaveAppointment({
    active,
    state,
    times: check?.times ?? null,
    references: references ?? null,
    storedAppointmentId: appointment?.appointmentId ?? null,
    savedStatus: appointment?.status ?? null,
    ...(startMode && appointment ? { startSession: sessionStart.start } : {}),
    onSaved: onClose,
  });
  // spec 1 §4, §5: without a location reading nothing is saved and the session does not start.
  const save = startMode
    ? () => void sessionStart.locate().then((located) => located && saving.save())
    : saving.save;
  // Issue 20 §7: what answers Save replaces the dialog rather than stacking over it; No or OK brings it back.
  const answering = saving.saving || saving.prompt !== null || sessionStart.showing;
  useEffect(() => onAnswering(answering), [answering, onAnswering]);
  const rejected = appointment?.syncState === 'error' ? text({ refused: appointment.syncError ?? [] }) : null;

  return (
    <>
      <DialogContent dividers sx={{ pt: 2.5 }} ref={contentRef}>
        {rejected !== null && (
          <Alert severity="error" sx={{ mb: 2.5 }} data-testid="appointment-server-error">
            <AlertTitle>{t('appointmentDialog.serverErrorTitle')}</AlertTitle>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {/* spec 1 §8: without any ERROR/~/ prefix, one message per line. */}
              {rejected}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('appointmentDialog.serverErrorHint')}
            </Typography>
          </Alert>
        )}
        {references && check ? (
          <AppointmentFields
            state={state}
            dispatch={dispatch}
            check={check}
            references={references}
            client={state.clientId === null ? undefined : clients?.get(state.clientId)}
            caseload={clientFixed ? null : (caseload ?? [])}
            layout={layout}
            now={current}
            timeZone={zone}
            startMode={startMode}
          />
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('appointmentDialog.loading')} />
          </Box>
        )}
      </DialogContent>
      {check && (
        <MissingFieldsHint
          unmet={check.unmet}
          onTouch={(field) => dispatch({ type: 'touch', field })}
          content={contentRef}
        />
      )}
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={!check?.canSave || saving.saving || sessionStart.busy}
        >
          {t('appointmentDialog.save')}
        </Button>
      </DialogActions>
      {sessionStart.dialogs}
      {saving.prompt && (
        <MessageDialog
          open
          title={text(saving.prompt.title)}
          message={text(saving.prompt.message)}
          onOk={() => saving.answer(true)}
          {...(saving.prompt.confirmation
            ? { okLabel: t('common.yes'), onCancel: () => saving.answer(false), cancelLabel: t('common.no') }
            : {})}
        />
      )}
    </>
  );
}
