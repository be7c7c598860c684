import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import EditNote from '@mui/icons-material/EditNoteOutlined';
import NoteAdd from '@mui/icons-material/NoteAddOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import { useLiveResult } from '../data/use-live-result.ts';
import { useTranslation } from 'react-i18next';
import {
  PROGRAM_TIME_ZONE,
  appointmentDocumentItems,
  documentRequired,
  documentsByAppointment,
  type DocumentCrosswalk,
} from '@carevisit/core';
import type { DocumentData } from '../../data/index.ts';
import { useActiveSession } from '../../session/session-context.tsx';
import { appointmentsOf } from '../data/appointments.ts';
import { useRecords } from '../data/use-records.ts';
import { useDocumentLauncher } from '../documents/document-launcher.ts';

export interface DocumentMenuItemsProps {
  appointmentId: number;
  /** Closes the menu before the action opens its page or dialog. */
  onChosen: () => void;
}

/**
 * spec 2 §4 Appointment card menu, its document items by core's appointmentDocumentItems: Edit Document (first
 * linked document Incomplete or Unsigned), New Document (hadDocument N, crosswalked documents, none yet), View
 * Document (Signed, or an uploaded PDF). Mounted only while the menu is open, so a list of cards reads nothing.
 */
export function DocumentMenuItems({ appointmentId, onChosen }: DocumentMenuItemsProps) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const launcher = useDocumentLauncher();
  const appointment = useLiveResult(
    () => appointmentsOf(session, PROGRAM_TIME_ZONE).get(appointmentId),
    [session, appointmentId],
  );
  const documents = useRecords<DocumentData>(session.store, 'document', {
    index: 'appointmentId',
    equals: appointmentId,
  });
  const crosswalks = useRecords<DocumentCrosswalk>(session.store, 'documentCrosswalk');
  if (!appointment || !documents || !crosswalks) return null;
  const linked = documentsByAppointment(documents).get(appointmentId) ?? [];
  const first = linked[0];
  const items = appointmentDocumentItems(
    appointment,
    linked,
    documentRequired(crosswalks, appointment.activityId),
  );
  const choose = (action: () => void) => () => {
    onChosen();
    action();
  };
  return [
    items.editDocument && first && (
      <MenuItem key="edit" onClick={choose(() => launcher.openDocument(first))}>
        <ListItemIcon>
          <EditNote fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('appointmentCard.editDocument')}</ListItemText>
      </MenuItem>
    ),
    items.newDocument && (
      <MenuItem key="new" onClick={choose(() => launcher.newDocument(appointment.clientId, appointment))}>
        <ListItemIcon>
          <NoteAdd fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('appointmentCard.newDocument')}</ListItemText>
      </MenuItem>
    ),
    items.viewDocument && first && (
      <MenuItem key="view" onClick={choose(() => launcher.viewDocument(first))}>
        <ListItemIcon>
          <Description fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('appointmentCard.viewDocument')}</ListItemText>
      </MenuItem>
    ),
  ];
}
