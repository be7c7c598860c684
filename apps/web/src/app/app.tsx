import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { BrowserRouter } from 'react-router';
import { themeFor } from './theme.ts';
import { useLanguage } from '../i18n/current-language.ts';
import { SessionProvider } from '../session/session-context.tsx';
import type { SessionStore } from '../session/session-store.ts';
import { AppRoutes } from './app-routes.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function App({ sessions }: { sessions: SessionStore }) {
  // The theme follows the language (MUI's own labels are in it too) and the motion the device asks for.
  const language = useLanguage();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <ThemeProvider theme={themeFor({ language, reducedMotion })}>
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
