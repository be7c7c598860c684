import { useId } from 'react';
import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CLIENT_STRIP_HEIGHT_PX, RECENT_CLIENTS, truncateName } from '@carevisit/core';
import type { ClientData } from '../../data/index.ts';
import { ClientAvatar } from '../../ui/clients/client-avatar.tsx';
import { clientName } from '../../ui/format/client-name.ts';
import { useOpenFacesheet } from '../../ui/navigation/app-links.ts';

/**
 * spec 1 §2, §9 handheld dashboard: the Recent Clients strip, 135 px high, a grid of 4 columns; each client's
 * photo and first name cut to 6 characters; tapping one opens the face sheet.
 */
export function RecentClientsStrip({ clients }: { clients: readonly ClientData[] | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const openFacesheet = useOpenFacesheet();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid="recent-clients"
      sx={{
        height: CLIENT_STRIP_HEIGHT_PX,
        px: 1.5,
        pt: 1,
        pb: 1.5,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('dashboard.recentClients')}
      </Typography>
      {clients && clients.length === 0 ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          {t('dashboard.noRecentClients')}
        </Typography>
      ) : (
        <Box
          sx={{
            flexGrow: 1,
            display: 'grid',
            gridTemplateColumns: `repeat(${RECENT_CLIENTS.count}, minmax(0, 1fr))`,
            gap: 1,
          }}
        >
          {clients?.map((client) => (
            <ButtonBase
              key={client.clientId}
              onClick={() => openFacesheet(client.clientId)}
              aria-label={t('dashboard.openRecentClient', { name: clientName(t, client, client.clientId) })}
              data-testid="recent-client"
              sx={{ flexDirection: 'column', gap: 0.75, borderRadius: 2, py: 0.5 }}
            >
              <ClientAvatar client={client} size={52} />
              <Typography variant="caption" sx={{ fontWeight: 600, lineHeight: 1.2 }} noWrap>
                {truncateName(client.firstName ?? '')}
              </Typography>
            </ButtonBase>
          ))}
        </Box>
      )}
    </Paper>
  );
}
