import { useId, useState } from 'react';
import { Box, Button, Collapse, Paper, Stack, Typography } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { ClientData } from '../../data/index.ts';
import { ClientAvatar } from '../../ui/clients/client-avatar.tsx';
import { clientName } from '../../ui/format/client-name.ts';
import { ClientSessionStopwatch } from '../../ui/sessions/client-session-stopwatch.tsx';
import type { LayoutKind } from '../../ui/use-layout.ts';
import { ClientSnapshot } from './client-snapshot.tsx';
import { usePrimaryDiagnosis } from './use-primary-diagnosis.ts';

export interface ClientHeaderProps {
  client: ClientData;
  today: string;
  layout: LayoutKind;
}

/**
 * spec 2 §2 face sheet header: the client's photo and name over their snapshot, which a tablet can fold away
 * (expandable and collapsible) to give the tabs more room. A handheld always shows it.
 */
export function ClientHeader({ client, today, layout }: ClientHeaderProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(true);
  const diagnosis = usePrimaryDiagnosis(client.clientId);
  const collapsible = layout === 'tablet';
  const name = clientName(t, client, client.clientId);
  return (
    <Paper variant="outlined" component="section" aria-label={name} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ClientAvatar client={client} size={layout === 'tablet' ? 72 : 56} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            variant="h6"
            component="h2"
            sx={{ fontWeight: 700, lineHeight: 1.25 }}
            data-testid="facesheet-client-name"
          >
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('clientDetails.idValue', { id: client.idNumber ?? '' })}
          </Typography>
        </Box>
        {/* spec 2 §2: the header carries the visit stopwatch while a session with this client runs. */}
        <ClientSessionStopwatch clientId={client.clientId} />
        {collapsible && (
          <Button
            size="small"
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            aria-controls={detailsId}
            endIcon={expanded ? <ExpandLess /> : <ExpandMore />}
            sx={{ flexShrink: 0 }}
          >
            {expanded ? t('facesheet.hideDetails') : t('facesheet.showDetails')}
          </Button>
        )}
      </Stack>
      <Collapse in={!collapsible || expanded} id={detailsId} data-testid="client-snapshot">
        <Box sx={{ pt: 2, mt: 2, borderTop: 1, borderColor: 'divider' }}>
          <ClientSnapshot client={client} wide={layout === 'tablet'} today={today} diagnosis={diagnosis} />
        </Box>
      </Collapse>
    </Paper>
  );
}
