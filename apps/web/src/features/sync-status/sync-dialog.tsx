import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import Sync from '@mui/icons-material/Sync';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../../session/session-context.tsx';
import type { LayoutKind } from '../../ui/use-layout.ts';
import { useLastSyncMillis } from '../../ui/data/use-last-sync.ts';
import { formatDateTime } from '../../ui/format/format-date-time.ts';
import { PendingList } from './pending-list.tsx';
import { activeLoad, outcomeText, outcomeTone, progressPercent, progressText } from './sync-text.ts';
import { useLoadProgress } from './use-load-progress.ts';
import { useSyncActions, type SyncActions } from './use-sync-actions.ts';
import { useSyncText } from './use-sync-text.ts';

/** Where sync stands: the table loading now, the last sync time, 'Sync now' and how it ended. */
function SyncPanel({ actions }: { actions: SyncActions }) {
  const { t } = useTranslation();
  const text = useSyncText();
  const { session, engine } = useActiveSession();
  const loading = activeLoad(useLoadProgress(engine.status));
  const lastSync = useLastSyncMillis(session.store.db);
  const percent = loading ? progressPercent(loading) : null;
  return (
    <Stack spacing={1.5} sx={{ py: 1 }}>
      {loading && (
        <Box data-testid="sync-dialog-progress">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {text(progressText(loading))}
          </Typography>
          <LinearProgress
            aria-label={text(progressText(loading))}
            {...(percent === null ? {} : { variant: 'determinate', value: percent })}
          />
        </Box>
      )}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary" data-testid="sync-last-sync">
          {lastSync == null
            ? t('syncStatus.neverSynced')
            : t('syncStatus.lastSync', { time: formatDateTime(lastSync) })}
        </Typography>
        <Button
          variant="contained"
          startIcon={<Sync />}
          onClick={actions.syncNow}
          disabled={actions.busy}
          data-testid="sync-now"
        >
          {actions.busy ? t('syncStatus.syncingNow') : t('syncStatus.syncNow')}
        </Button>
      </Stack>
      {actions.result && (
        <Alert severity={outcomeTone(actions.result)} data-testid="sync-outcome" role="status">
          {text(outcomeText(actions.result))}
        </Alert>
      )}
    </Stack>
  );
}

/** Issue 4 §5: what waits to sync or was refused, each with its reason, Retry and Discard; full screen on handhelds. */
export function SyncDialog({ layout, onClose }: { layout: LayoutKind; onClose: () => void }) {
  const { t } = useTranslation();
  const actions = useSyncActions();
  const handheld = layout === 'handheld';
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={handheld}
      fullWidth
      maxWidth="sm"
      aria-labelledby="sync-dialog-title"
      data-testid="sync-dialog"
    >
      <DialogTitle
        id="sync-dialog-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: { xs: 2, sm: 3 }, pr: 1 }}
      >
        <Box component="span" sx={{ flexGrow: 1 }}>
          {t('syncStatus.dialogTitle')}
        </Box>
        <IconButton aria-label={t('syncStatus.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 }, pt: 0 }}>
        <SyncPanel actions={actions} />
        <Divider sx={{ my: 1 }} />
        <PendingList actions={actions} />
      </DialogContent>
    </Dialog>
  );
}
