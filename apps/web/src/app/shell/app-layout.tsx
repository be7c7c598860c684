import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { AppointmentDialogHost } from '../../features/appointments/appointment-dialog-host.tsx';
import { DocumentLauncherProvider } from '../../features/facesheet/documents/launch/document-launcher-provider.tsx';
import { useLayoutKind } from '../../ui/use-layout.ts';
import { SessionWatchers } from '../session-watchers/session-watchers.tsx';
import { AppHeader } from './app-header.tsx';
import { HandheldNavigation } from './bottom-navigation.tsx';
import { SideNavigation } from './side-navigation.tsx';

const BOTTOM_NAV_HEIGHT = 56;

/**
 * The signed-in frame: handheld with bottom navigation below 601 px, tablet with side navigation. One tree for
 * both, so turning the device changes the frame around the page but keeps the page itself, with what was typed
 * and chosen in it, and the timers (inactivity, connection) and an open Appointment dialog.
 */
export function AppLayout() {
  const layout = useLayoutKind();
  const handheld = layout === 'handheld';
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <SessionWatchers />
      <AppointmentDialogHost />
      <AppHeader layout={layout} />
      <DocumentLauncherProvider>
        <Box sx={{ display: 'flex', flexGrow: 1 }}>
          {!handheld && <SideNavigation />}
          <Box
            component="main"
            sx={
              handheld
                ? {
                    flexGrow: 1,
                    minWidth: 0,
                    p: 2,
                    pb: `calc(${BOTTOM_NAV_HEIGHT + 16}px + env(safe-area-inset-bottom))`,
                  }
                : { flexGrow: 1, minWidth: 0, p: 3 }
            }
          >
            <Outlet />
          </Box>
        </Box>
      </DocumentLauncherProvider>
      {handheld && <HandheldNavigation />}
    </Box>
  );
}
