import {
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Paper,
} from '@mui/material';
import Phone from '@mui/icons-material/PhoneOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import { mapsHref, physicalAddress, primaryPhone, telHref } from '@carevisit/core';
import type { CaseloadClient } from '../../ui/data/use-caseload.ts';
import { ClientAvatar } from '../../ui/clients/client-avatar.tsx';
import { clientName } from '../../ui/format/client-name.ts';
import { useOpenFacesheet } from '../../ui/navigation/app-links.ts';

/**
 * spec 2 §2 /caseload on handhelds: photo, name, ID, a call icon and a map icon per client; the row opens the
 * face sheet. The icons are real links (tel:, a maps deep link), left out when there is nothing to call or map.
 */
export function CaseloadList({ caseload }: { caseload: readonly CaseloadClient[] }) {
  const { t } = useTranslation();
  const openFacesheet = useOpenFacesheet();
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <List disablePadding aria-label={t('caseload.clientsLabel')} data-testid="caseload-list">
        {caseload.map(({ client }, index) => {
          const name = clientName(t, client, client.clientId);
          const phone = primaryPhone(client.phones);
          const address = physicalAddress(client.addresses);
          return (
            <ListItem
              key={client.clientId}
              disablePadding
              divider={index < caseload.length - 1}
              data-testid="caseload-row"
              secondaryAction={
                <>
                  {phone && (
                    <IconButton
                      component="a"
                      href={telHref(phone)}
                      aria-label={t('caseload.call', { name })}
                      color="primary"
                    >
                      <Phone />
                    </IconButton>
                  )}
                  {address && (
                    <IconButton
                      component="a"
                      href={mapsHref(address)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('caseload.map', { name })}
                      color="primary"
                      edge="end"
                    >
                      <Place />
                    </IconButton>
                  )}
                </>
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
