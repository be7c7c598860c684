import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import AssignmentInd from '@mui/icons-material/AssignmentIndOutlined';
import EventNote from '@mui/icons-material/EventNoteOutlined';
import { useTranslation } from 'react-i18next';
import { useAppointmentDialogLink, useOpenFacesheet } from '../navigation/app-links.ts';
import { SessionMenuItem } from '../sessions/session-menu-item.tsx';
import { DocumentMenuItems } from './document-menu-items.tsx';

export interface AppointmentMenuProps {
  appointmentId: number;
  clientId: number;
  /** The client's name, for the button's accessible name. */
  clientLabel: string;
}

/**
 * spec 1 §2, spec 2 §4 "Appointment card menu" (dashboard, schedule, facesheet): Edit / New / View Document by
 * the appointment's documents, Facesheet, start or stop the visit timer, and View Appointment.
 */
export function AppointmentMenu({ appointmentId, clientId, clientLabel }: AppointmentMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const openFacesheet = useOpenFacesheet();
  const { openExisting } = useAppointmentDialogLink();
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        aria-label={t('appointmentCard.menu', { client: clientLabel })}
        aria-haspopup="menu"
        // A touch target of 44 px (issue 36: card actions were 40).
        sx={{ p: 1.25 }}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(() => openFacesheet(clientId))}>
          <ListItemIcon>
            <AssignmentInd fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('appointmentCard.facesheet')}</ListItemText>
        </MenuItem>
        {/* After Facesheet: the menu's first item takes the focus, and the document items may be none. */}
        <DocumentMenuItems appointmentId={appointmentId} onChosen={() => setAnchor(null)} />
        <SessionMenuItem appointmentId={appointmentId} onChosen={() => setAnchor(null)} />
        <MenuItem onClick={choose(() => openExisting(appointmentId))}>
          <ListItemIcon>
            <EventNote fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('appointmentCard.viewAppointment')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
