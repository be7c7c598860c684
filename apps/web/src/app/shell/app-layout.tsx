import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { AppointmentDialogHost } from '../../features/appointments/appointment-dialog-host.tsx';
import { useLayoutKind } from '../../ui/use-layout.ts';
import { SessionWatchers } from '../session/connectivity/session-watchers.tsx';
import { AppHeader } from './app-header.tsx';
import { HandheldNavigation } from './bottom-navigation.tsx';
import { SideNavigation } from './side-navigation.tsx';

const BOTTOM_NAV_HEIGHT = 56;

/** The signed-in frame: handheld with bottom navigation below 601 px, tablet with side navigation. */
export function AppLayout() {
  const layout = useLayoutKind();
  if (layout === 'handheld') {
    return (
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        {/* First in both layouts, so turning the device keeps their timers (inactivity, connection) and an
            open Appointment dialog with what was typed in it. */}
        <SessionWatchers />
        <AppointmentDialogHost />
        <AppHeader layout={layout} />
        <Box
          component="main"
          sx={{ p: 2, pb: `calc(${BOTTOM_NAV_HEIGHT + 16}px + env(safe-area-inset-bottom))` }}
        >
          <Outlet />
        </Box>
        <HandheldNavigation />
      </Box>
    );
  }
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <SessionWatchers />
      <AppointmentDialogHost />
      <AppHeader layout={layout} />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        <SideNavigation />
        <Box component="main" sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
