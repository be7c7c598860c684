import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ClientData } from '../../data/index.ts';
import { ClientAvatar } from '../../ui/clients/client-avatar.tsx';
import { ClientDetails } from '../../ui/clients/client-details.tsx';
import { clientName } from '../../ui/format/client-name.ts';
import { useOpenFacesheet } from '../../ui/navigation/app-links.ts';

/**
 * spec 1 §2 tablet dashboard: a recent client's snapshot (photo, name, ID, date of birth and age, gender, primary
 * phone, physical address), with the way into their face sheet.
 */
export function ClientSnapshotCard({ client, today }: { client: ClientData; today: string }) {
  const { t } = useTranslation();
  const openFacesheet = useOpenFacesheet();
  const name = clientName(t, client, client.clientId);
  return (
    <Box
      role="region"
      aria-label={t('dashboard.clientSnapshot')}
      data-testid="client-snapshot"
      sx={{ borderLeft: 1, borderColor: 'divider', pl: 2, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <ClientAvatar client={client} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('clientDetails.idValue', { id: client.idNumber ?? '' })}
          </Typography>
        </Box>
      </Stack>
      <ClientDetails
        client={client}
        today={today}
        details={['birthWithAge', 'gender', 'primaryPhone', 'address']}
        columns={2}
      />
      <Button variant="outlined" size="small" sx={{ mt: 2 }} onClick={() => openFacesheet(client.clientId)}>
        {t('dashboard.openFacesheet')}
      </Button>
    </Box>
  );
}
