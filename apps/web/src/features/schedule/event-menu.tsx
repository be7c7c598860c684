import { useEffect, useRef, useState } from 'react';
import { AppointmentMenu } from '../../ui/appointments/appointment-menu.tsx';

export interface EventMenuProps {
  appointmentId: number;
  clientId: number;
  clientName: string;
  /** The button's accessible name. */
  label: string;
  /** Counts up each time the block asks for the menu (its context menu). */
  openRequests: number;
}

// Material's MoreVert, drawn directly: a week can hold hundreds of these buttons.
const MORE_VERT =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zm0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z';

/**
 * The appointment card menu (spec 1 §2) of a block on the time grid. Until first used it is a plain button that
 * looks the same: the shared menu with its icon button and popover costs too much to set up for every block of a
 * full week. The first press puts the shared menu in its place and opens it.
 */
export function EventMenu({ appointmentId, clientId, clientName, label, openRequests }: EventMenuProps) {
  const [wanted, setWanted] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  const handled = useRef(openRequests);

  useEffect(() => {
    if (openRequests === handled.current) return;
    handled.current = openRequests;
    pending.current = true;
    setWanted(true);
  }, [openRequests]);
  useEffect(() => {
    if (!wanted || !pending.current) return;
    pending.current = false;
    const button = holder.current?.querySelector('button');
    // Focus first, so closing the menu gives focus back to its button.
    button?.focus();
    button?.click();
  });

  if (wanted) {
    return (
      <div ref={holder}>
        <AppointmentMenu appointmentId={appointmentId} clientId={clientId} clientLabel={clientName} />
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      onClick={() => {
        pending.current = true;
        setWanted(true);
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d={MORE_VERT} fill="currentColor" />
      </svg>
    </button>
  );
}
