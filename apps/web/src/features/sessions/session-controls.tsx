import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useActiveSession } from '../../session/session-context.tsx';
import { useActiveVisits } from '../../ui/sessions/use-visits.ts';
import type { LayoutKind } from '../../ui/use-layout.ts';
import { ActiveSessionsButton } from './active-sessions-button.tsx';
import { ActiveSessionsDialog } from './active-sessions-dialog.tsx';
import { activeSessionsPath, isActiveSessionsPath } from './active-sessions-path.ts';
import { StopVisitHost } from './stop-visit-host.tsx';

/**
 * The header's part in sessions (spec 1 §2): the Active Sessions button while one is open, opening the list
 * as {parent}/activeSessions on a handheld or as a dialog on a tablet; and the stop flow, which any screen
 * starts through the query, since the header is on every signed-in page.
 */
export function SessionControls({ layout }: { layout: LayoutKind }) {
  const { session } = useActiveSession();
  const visits = useActiveVisits(session) ?? [];
  const [dialogOpen, setDialogOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const open = () => {
    if (layout === 'tablet') setDialogOpen(true);
    else if (!isActiveSessionsPath(pathname)) void navigate(activeSessionsPath(pathname, search));
  };
  return (
    <>
      <ActiveSessionsButton layout={layout} visits={visits} onOpen={open} />
      {layout === 'tablet' && <ActiveSessionsDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />}
      <StopVisitHost />
    </>
  );
}
