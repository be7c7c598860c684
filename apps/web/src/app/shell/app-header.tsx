import { AppBar, Box, Stack, Toolbar, Tooltip, Typography } from '@mui/material';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { useTranslation } from 'react-i18next';
import type { Organization } from '@carevisit/core';
import { useOnline } from '../../platform/online-status.ts';
import { useRecord } from '../../ui/data/use-record.ts';
import { APP_HEADER_HEIGHT_PX, type LayoutKind } from '../../ui/use-layout.ts';
import { HeaderClientSearch } from '../../features/client-search/header-client-search.tsx';
import { SessionControls } from '../../features/sessions/session-controls.tsx';
import { SyncStatusButton } from '../../features/sync-status/sync-status-button.tsx';
import { useActiveSession } from '../../session/session-context.tsx';

/** spec 1 §2 header: logo, client search, user name, current organization, offline icon, Active Sessions. */
export function AppHeader({ layout }: { layout: LayoutKind }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { session } = useActiveSession();
  const { profile } = session;
  const organization = useRecord<Organization>(session.store, 'organization', profile.currentOrganizationId);
  const handheld = layout === 'handheld';
  return (
    <AppBar position="sticky" elevation={0} component="header">
      {/* Relative: the handheld's opened search covers the bar. Narrow gaps on a phone leave the name room. */}
      <Toolbar
        sx={{ gap: handheld ? 0.75 : 1.5, minHeight: { xs: APP_HEADER_HEIGHT_PX }, position: 'relative' }}
      >
        <Box component="img" src="/logo.svg" alt={t('header.appName')} sx={{ width: 32, height: 32 }} />
        {layout === 'tablet' && (
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {t('header.appName')}
          </Typography>
        )}
        {layout === 'tablet' && <HeaderClientSearch layout={layout} />}
        <Box sx={{ flexGrow: 1 }} />
        {layout === 'handheld' && <HeaderClientSearch layout={layout} />}
        {/* A handheld says offline on the sync button: the name and organization need the room (issue 36). */}
        {!online && !handheld && (
          <Tooltip title={t('header.offline')}>
            <CloudOffOutlined role="img" aria-label={t('header.offline')} data-testid="offline-icon" />
          </Tooltip>
        )}
        <SessionControls layout={layout} />
        <SyncStatusButton layout={layout} />
        {/* Issue 20 §10: the name and organization use the room there is; the organization wraps to a second
            line on a phone, and on a tablet the search gives way first. */}
        <Stack sx={{ textAlign: 'right', minWidth: 0, flexShrink: handheld ? 1 : 0, maxWidth: 320 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} data-testid="header-user">
            {profile.firstName} {profile.lastName}
          </Typography>
          <Typography
            variant="caption"
            title={t('header.currentOrganization')}
            data-testid="header-organization"
            sx={{
              opacity: 0.9,
              lineHeight: 1.25,
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: handheld ? 2 : 1,
              overflow: 'hidden',
            }}
          >
            {organization?.name ?? ''}
          </Typography>
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
