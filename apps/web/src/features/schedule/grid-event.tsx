import { useRef, useState } from 'react';
import CloudUpload from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import type { TFunction } from 'i18next';
import type { ClientData, LocalAppointment } from '../../data/index.ts';
import { clientName } from '../../ui/format/client-name.ts';
import { formatTime } from '../../ui/format/format-date-time.ts';
import { blockPosition } from './block-position.ts';
import { BLOCK } from './block-styles.ts';
import type { PlacedEvent } from './event-layout.ts';
import { EventMenu } from './event-menu.tsx';
import { statusClass } from './event-tone.ts';

export interface GridEventProps {
  placed: PlacedEvent<LocalAppointment>;
  client: ClientData | undefined;
  timeZone: string;
  /** Opens the appointment (the day's column holds the router and catalog hooks, once for all its blocks). */
  onOpen: (appointmentId: number) => void;
  t: TFunction;
}

/** Whether the block's menu button is hidden, its block being too small for it (block-styles.ts). */
const isHidden = (element: HTMLElement | null) =>
  element !== null && getComputedStyle(element).visibility === 'hidden';

/**
 * One appointment on the time grid: when, who, its status and, while the server has not taken it, its sync
 * state. Tapping opens the appointment; the menu (spec 1 §2 Appointment card menu) holds Facesheet, Start or Stop
 * Session and the rest. A block too small to show its menu button opens the menu when tapped instead, so every
 * appointment can be started from the schedule (issue 36). Styled by class from the grid (block-styles.ts).
 */
export function GridEvent({ placed, client, timeZone, onOpen, t }: GridEventProps) {
  const [menuRequests, setMenuRequests] = useState(0);
  const menu = useRef<HTMLDivElement>(null);
  const requestMenu = () => setMenuRequests((count) => count + 1);
  const appointment = placed.event.item;
  const name = clientName(t, client, appointment.clientId);
  const start = formatTime(Date.parse(appointment.startDateInstance), timeZone);
  const end = formatTime(Date.parse(appointment.endDateInstance), timeZone);
  const time = t('appointmentCard.timeRange', { start, end });
  const status = t(`appointmentStatus.${appointment.status}`);
  const sync = appointment.syncState === 'clean' ? null : t(`syncState.${appointment.syncState}`);
  const label = sync
    ? t('schedule.eventWithSync', { time, client: name, status, sync })
    : t('schedule.event', { time, client: name, status });
  const rejected = appointment.syncState === 'error';
  const classes = [BLOCK.event, statusClass(appointment.status), rejected ? BLOCK.rejected : ''];
  return (
    <div
      className={classes.join(' ')}
      style={blockPosition(placed)}
      data-testid="schedule-event"
      data-sync-state={appointment.syncState}
    >
      <button
        type="button"
        className={BLOCK.open}
        aria-label={label}
        onClick={() => (isHidden(menu.current) ? requestMenu() : onOpen(appointment.appointmentId))}
        onContextMenu={(event) => {
          event.preventDefault();
          requestMenu();
        }}
      >
        <span className={`${BLOCK.line} ${BLOCK.time}`}>
          {start}
          <span className={BLOCK.end}>{` - ${end}`}</span>
        </span>
        <span className={`${BLOCK.line} ${BLOCK.name}`}>{name}</span>
        <span className={`${BLOCK.line} ${BLOCK.status}`}>{status}</span>
        {sync && (
          <span className={`${BLOCK.line} ${BLOCK.sync}`}>
            {rejected ? <ErrorOutline /> : <CloudUpload />}
            {sync}
          </span>
        )}
      </button>
      <div className={BLOCK.menu} ref={menu}>
        <EventMenu
          appointmentId={appointment.appointmentId}
          clientId={appointment.clientId}
          clientName={name}
          label={t('appointmentCard.menu', { client: name })}
          openRequests={menuRequests}
        />
      </div>
    </div>
  );
}
