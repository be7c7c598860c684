import { useId, useState } from 'react';
import { Box, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ClientData } from '../../data/index.ts';
import { ClientAvatar } from '../../ui/clients/client-avatar.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { clientName } from '../../ui/format/client-name.ts';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { ClientSnapshotCard } from './client-snapshot-card.tsx';

export interface RecentClientsPanelProps {
  clients: readonly ClientData[] | undefined;
  /** Today (yyyy-MM-dd) in the organization's time zone, for the age. */
  today: string;
}

/**
 * spec 1 §2 tablet dashboard: the recent clients list with a client snapshot; choosing a client shows theirs
 * (the newest one to begin with).
 */
export function RecentClientsPanel({ clients, today }: RecentClientsPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = clients?.find((client) => client.clientId === chosenId) ?? clients?.[0];
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <SectionHeading id={headingId} title={t('dashboard.recentClients')} />
      {clients && clients.length === 0 ? (
        <EmptyState>{t('dashboard.noRecentClients')}</EmptyState>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: 2 }}>
          <List disablePadding data-testid="recent-clients">
            {clients?.map((client) => {
              const name = clientName(t, client, client.clientId);
              const selected = client.clientId === chosen?.clientId;
              return (
                <ListItem key={client.clientId} disablePadding>
                  <ListItemButton
                    selected={selected}
                    aria-pressed={selected}
                    onClick={() => setChosenId(client.clientId)}
                    data-testid="recent-client"
                    sx={{ borderRadius: 2, mb: 0.5, px: 1 }}
                  >
                    <ListItemAvatar sx={{ minWidth: 48 }}>
                      <ClientAvatar client={client} size={36} />
                    </ListItemAvatar>
                    <ListItemText
                      primary={name}
                      secondary={client.idNumber ? t('clientDetails.idValue', { id: client.idNumber }) : null}
                      slotProps={{
                        // Issue 20 §10: a long name wraps rather than being cut ('Freeman, …').
                        primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                        secondary: { noWrap: true },
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          {chosen && <ClientSnapshotCard client={chosen} today={today} />}
        </Box>
      )}
    </Paper>
  );
}
