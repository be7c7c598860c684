import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './language/language-picker.tsx';

/**
 * The frame of every signed-out page: logo, app name, a card with the page's form, and the language choice
 * (issue 33 item 3), which a person may need before they can read the form.
 */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: { xs: 'flex-start', sm: 'center' },
        // The splash's blue carries on behind the card: the page changes, the place does not.
        bgcolor: 'primary.main',
        px: 2,
        py: { xs: 4, sm: 6 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
        <Box component="img" src="/logo.svg" alt="" sx={{ width: 48, height: 48 }} />
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.contrastText' }}>
          {t('header.appName')}
        </Typography>
      </Box>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h6" component="h1" sx={{ mb: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
          <LanguagePicker />
        </Box>
      </Paper>
    </Box>
  );
}
