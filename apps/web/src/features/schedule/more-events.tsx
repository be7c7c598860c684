import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton, Stack } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Activity } from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import type { ClientData, LocalAppointment } from '../../data/index.ts';
import { AppointmentCard } from '../../ui/appointments/appointment-card.tsx';
import { useRecords } from '../../ui/data/use-records.ts';
import { formatTime } from '../../ui/format/format-date-time.ts';
import { blockPosition } from './block-position.ts';
import { BLOCK } from './block-styles.ts';
import type { MoreEvents } from './event-layout.ts';

export interface MoreEventsButtonProps {
  more: MoreEvents<LocalAppointment>;
  clients: Map<number, ClientData>;
  timeZone: string;
}

/** spec 1 §9: the '+n more' of a crowded time; it opens the appointments that did not fit beside the others. */
export function MoreEventsButton({ more, clients, timeZone }: MoreEventsButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = more.events.length;
  const from = formatTime(Date.parse(more.events[0]!.item.startDateInstance), timeZone);
  return (
    <>
      <button
        type="button"
        className={BLOCK.more}
        style={blockPosition(more)}
        onClick={() => setOpen(true)}
        aria-label={t('schedule.moreLabel', { count, time: from })}
        aria-haspopup="dialog"
        data-testid="schedule-more"
      >
        <span className={BLOCK.moreLong}>{t('schedule.more', { count })}</span>
        <span className={BLOCK.moreShort}>{t('schedule.moreShort', { count })}</span>
      </button>
      {open && (
        <MoreEventsDialog
          title={t('schedule.moreTitle', { time: from })}
          appointments={more.events.map((event) => event.item)}
          clients={clients}
          timeZone={timeZone}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

interface MoreEventsDialogProps {
  title: string;
  appointments: LocalAppointment[];
  clients: Map<number, ClientData>;
  timeZone: string;
  onClose: () => void;
}

function MoreEventsDialog({ title, appointments, clients, timeZone, onClose }: MoreEventsDialogProps) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const activities = useRecords<Activity>(session.store, 'activity');
  // Opening an appointment or a face sheet from the list moves the URL on; the list has done its job then.
  const { key } = useLocation();
  const openedAt = useRef(key);
  useEffect(() => {
    if (key !== openedAt.current) onClose();
  }, [key, onClose]);
  const activityName = (activityId: number) =>
    activities?.find((activity) => activity.activityId === activityId)?.description;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="schedule-more-title">
      <DialogTitle id="schedule-more-title" sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <Close />
      </IconButton>
      <DialogContent>
        <Stack spacing={1}>
          {appointments.map((appointment) => (
            <AppointmentCard
              key={appointment.appointmentId}
              appointment={appointment}
              client={clients.get(appointment.clientId)}
              activityName={activityName(appointment.activityId)}
              timeZone={timeZone}
            />
          ))}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
