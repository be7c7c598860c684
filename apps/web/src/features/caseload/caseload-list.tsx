import { List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { primaryPhone } from '@carevisit/core';
import type { CaseloadClient } from '../../ui/data/use-caseload.ts';
import { ClientAvatar } from '../../ui/clients/client-avatar.tsx';
import { ContactIcons } from '../../ui/clients/contact-icons.tsx';
import { useClientDestination } from '../../ui/clients/use-client-destination.ts';
import { clientName } from '../../ui/format/client-name.ts';
import { useOpenFacesheet } from '../../ui/navigation/app-links.ts';

/**
 * spec 2 §2 /caseload on handhelds: photo, name, ID, a call icon and a map icon per client (the map to where the
 * client is next visited); the row opens the face sheet.
 */
export function CaseloadList({ caseload }: { caseload: readonly CaseloadClient[] }) {
  const { t } = useTranslation();
  const openFacesheet = useOpenFacesheet();
  const destinationOf = useClientDestination();
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <List disablePadding aria-label={t('caseload.clientsLabel')} data-testid="caseload-list">
        {caseload.map(({ client }, index) => {
          const name = clientName(t, client, client.clientId);
          return (
            <ListItem
              key={client.clientId}
              disablePadding
              divider={index < caseload.length - 1}
              data-testid="caseload-row"
              secondaryAction={
                <ContactIcons
                  name={name}
                  phone={primaryPhone(client.phones)}
                  destination={destinationOf(client)}
                />
              }
              sx={{ '& .MuiListItemSecondaryAction-root': { right: 8 } }}
            >
              <ListItemButton onClick={() => openFacesheet(client.clientId)} sx={{ pr: 13, py: 1.25 }}>
                <ListItemAvatar>
                  <ClientAvatar client={client} size={44} />
                </ListItemAvatar>
                <ListItemText
                  primary={name}
                  secondary={t('caseload.idValue', { id: client.idNumber ?? '' })}
                  slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
