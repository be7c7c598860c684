import { IconButton, Stack } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useActiveSession } from '../../session/session-context.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useViewAudit } from '../../ui/use-view-audit.ts';
import { ActiveSessionsList } from './active-sessions-list.tsx';
import { parentPath } from './active-sessions-path.ts';

/** spec 1 §2 {parent}/activeSessions: the open sessions as a page (handheld); Back returns to the parent. */
export function ActiveSessionsPage() {
  const { t } = useTranslation();
  useViewAudit(useActiveSession().session, 'Active Sessions');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 2, ml: -1, '& h1': { mb: 0 } }}>
        <IconButton
          aria-label={t('sessions.back')}
          onClick={() => void navigate(`${parentPath(pathname)}${search}`)}
        >
          <ArrowBack />
        </IconButton>
        <PageTitle>{t('sessions.title')}</PageTitle>
      </Stack>
      <ActiveSessionsList />
    </>
  );
}
