import { Alert, Box, Button, Card, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { useTranslation } from 'react-i18next';
import { isRejectedVerification, type SyncState } from '@carevisit/core';
import type { ClientData, LocalVisit } from '../../data/index.ts';
import { ClientAvatar } from '../../ui/clients/client-avatar.tsx';
import { clientName } from '../../ui/format/client-name.ts';
import { formatTime } from '../../ui/format/format-date-time.ts';
import { Stopwatch } from '../../ui/sessions/stopwatch.tsx';
import { useDialogText } from '../../ui/use-dialog-text.ts';

const SYNC_COLOR: Record<SyncState, ChipProps['color']> = {
  dirty: 'default',
  pending: 'info',
  clean: 'success',
  error: 'error',
};

export interface ActiveSessionItemProps {
  visit: LocalVisit;
  client: ClientData | undefined;
  activityName: string | undefined;
  timeZone: string;
  onStop: () => void;
}

/**
 * One open session (spec 1 §2 Active Sessions): who, when it began, its stopwatch, whether the server has it
 * (issue 6 §5: waiting, sent, or rejected and why), and Stop.
 */
export function ActiveSessionItem({ visit, client, activityName, timeZone, onStop }: ActiveSessionItemProps) {
  const { t } = useTranslation();
  const text = useDialogText();
  const name = clientName(t, client, visit.clientId);
  const begin = visit.beginActualDateTime ?? '';
  const stopped = visit.visitStatus === 'end' && visit.complete === 0;
  const rejection = visit.syncState === 'error' ? text({ refused: visit.syncError ?? [] }) : null;
  return (
    <Card variant="outlined" component="li" data-testid="active-session" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <ClientAvatar client={client} size={44} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap>
            {name}
          </Typography>
          {activityName && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {activityName}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('sessions.startedAt', { time: formatTime(Date.parse(begin), timeZone) })}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <Chip
              size="small"
              variant="outlined"
              color={SYNC_COLOR[visit.syncState]}
              label={t(`sessions.sync.${visit.syncState}`)}
              data-testid="active-session-sync"
            />
            {stopped && (
              <Typography variant="caption" color="text.secondary">
                {t('sessions.ended')}
              </Typography>
            )}
          </Stack>
        </Box>
      </Stack>
      {rejection !== null && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {isRejectedVerification(visit)
            ? t('sessions.rejected', { reason: rejection })
            : t('sessions.rejectedStart', { reason: rejection })}
        </Alert>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{
          mt: 1.5,
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'primary.main' }}>
          <TimerOutlined aria-hidden />
          <Stopwatch begin={begin} end={visit.endActualDateTime} large />
        </Stack>
        <Button
          variant="contained"
          color="error"
          startIcon={<StopCircleOutlined />}
          onClick={onStop}
          aria-label={t('sessions.stopSessionFor', { client: name })}
          sx={{ flexShrink: 0 }}
        >
          {t('sessions.stopSession')}
        </Button>
      </Stack>
    </Card>
  );
}
