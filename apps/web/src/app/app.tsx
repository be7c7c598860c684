import { CssBaseline, ThemeProvider } from '@mui/material';
import { BrowserRouter } from 'react-router';
import { theme } from './theme.ts';
import { SessionProvider } from '../session/session-context.tsx';
import type { SessionStore } from '../session/session-store.ts';
import { AppRoutes } from './app-routes.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function App({ sessions }: { sessions: SessionStore }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionProvider store={sessions}>
        <BrowserRouter>
          <AppRoutes />
          <UpdatePrompt />
        </BrowserRouter>
      </SessionProvider>
    </ThemeProvider>
  );
}
