import { Card, CardActionArea, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TASK_ACTIONS, TASK_LABEL_KEYS, type TaskKind } from '@carevisit/core';
import type { ClientData } from '../../data/index.ts';
import { clientName } from '../format/client-name.ts';
import { formatDate, formatTime } from '../format/format-date-time.ts';
import { useDocumentLauncher } from '../documents/document-launcher.ts';
import { useAppointmentDialogLink } from '../navigation/app-links.ts';
import { useStopVisitLink } from '../sessions/stop-link.ts';
import type { AppointmentTaskItem } from './use-incomplete-tasks.ts';

// The stripe tells the kinds apart at a glance; the words say it for everyone (document colours: spec 2 §4).
const ACCENT = {
  openSession: 'primary.main',
  noStatus: 'warning.main',
  incomplete: 'error.main',
  unsigned: 'warning.main',
  missing: 'error.main',
  pdf: 'info.main',
} as const satisfies Record<TaskKind, string>;

export interface TaskCardProps {
  task: AppointmentTaskItem;
  client: ClientData | undefined;
  timeZone: string;
}

/** spec 2 §2: the document name on a task card is capped at 160 px width. */
const DOCUMENT_NAME_MAX_PX = 160;

/** spec 2 §4 each task status's action, by core's TASK_ACTIONS. */
function useTaskAction(task: AppointmentTaskItem): () => void {
  const { openExisting, openStart } = useAppointmentDialogLink();
  const stopLink = useStopVisitLink();
  const launcher = useDocumentLauncher();
  const { appointment } = task;
  switch (TASK_ACTIONS[task.kind]) {
    case 'openDocument':
      return () => {
        if ('document' in task && task.document) launcher.openDocument(task.document);
      };
    case 'openPdf':
      return () => {
        if ('document' in task && task.document) launcher.viewDocument(task.document);
      };
    case 'newDocument':
      return () => launcher.newDocument(appointment.clientId, appointment);
    case 'openAppointment':
      return () => openExisting(appointment.appointmentId);
    case 'openSession': {
      // Starts the visit as the card menu's Start Session does: the dialog in its start mode, whose Save reads the
      // location, asks the overlap question and keeps to one open visit (spec 1 §4, §5). A visit already running
      // goes to its stop flow, as the card menu's Stop Session does.
      const running = 'runningVisitId' in task ? task.runningVisitId : undefined;
      return running === undefined
        ? () => openStart(appointment.appointmentId)
        : () => stopLink.open(running);
    }
  }
}

/**
 * spec 2 §2 "A task card shows client, status, appointment date and time, and document name". spec 2 §4: each
 * status's action (useTaskAction).
 */
export function TaskCard({ task, client, timeZone }: TaskCardProps) {
  const { t } = useTranslation();
  const act = useTaskAction(task);
  const { appointment } = task;
  const documentName = 'document' in task ? task.document?.documentName : undefined;
  const name = clientName(t, client, appointment.clientId);
  const status = t(TASK_LABEL_KEYS[task.kind]);
  const start = task.start.getTime();
  const date = formatDate(start, timeZone);
  const time = formatTime(start, timeZone);
  return (
    <Card
      variant="outlined"
      data-testid="task-card"
      sx={{ borderLeft: 4, borderLeftColor: ACCENT[task.kind] }}
    >
      <CardActionArea
        onClick={act}
        aria-label={t('taskList.openTask', { status, client: name, date, time })}
        sx={{ px: 1.5, py: 1.25 }}
      >
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="body1" sx={{ fontWeight: 600, minWidth: 0 }} noWrap>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {date}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          {/* The kind of task wraps rather than being cut: some read long in Spanish. */}
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600, minWidth: 0 }}>
            {status}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {time}
          </Typography>
        </Stack>
        {documentName && (
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ maxWidth: DOCUMENT_NAME_MAX_PX }}
            data-testid="task-document-name"
          >
            {documentName}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}
