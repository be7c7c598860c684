import { Button, Paper, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonSearch from '@mui/icons-material/PersonSearchOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { sectionOf } from '../../ui/navigation/app-links.ts';

/** A face sheet link whose client the device does not hold: say so, and lead back to where it came from. */
export function ClientNotFound() {
  const { t } = useTranslation();
  const section = sectionOf(useLocation().pathname);
  const sectionName = t(`pages.${section.slice(1) as 'dashboard' | 'schedule' | 'caseload'}`);
  return (
    <Paper
      variant="outlined"
      role="alert"
      sx={{
        p: 4,
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <PersonSearch sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('facesheet.notFoundTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
        {t('facesheet.notFound')}
      </Typography>
      <Button
        component={RouterLink}
        to={section}
        variant="contained"
        startIcon={<ArrowBack />}
        sx={{ mt: 1 }}
      >
        {t('facesheet.backTo', { section: sectionName })}
      </Button>
    </Paper>
  );
}
