import { useState } from 'react';
import { Badge, Box, Button, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Sync from '@mui/icons-material/Sync';
import SyncProblemOutlined from '@mui/icons-material/SyncProblemOutlined';
import { useActiveSession } from '../../session/session-context.tsx';
import { useOnline } from '../../platform/online-status.ts';
import { useEverSynced } from '../../ui/data/use-last-sync.ts';
import type { LayoutKind } from '../../ui/use-layout.ts';
import { SyncDialog } from './sync-dialog.tsx';
import {
  announcementText,
  buttonLabel,
  compactProgress,
  indicatorState,
  indicatorText,
  progressPercent,
  progressText,
  summarizePending,
  type IndicatorState,
  type PendingSummary,
} from './sync-text.ts';

const NOTHING_PENDING: PendingSummary = { total: 0, rejected: 0 };
import { useLoadProgress } from './use-load-progress.ts';
import { usePendingChanges } from './use-pending.ts';
import { useCanSend } from '../../ui/use-engine-state.ts';
import { useSyncText } from './use-sync-text.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';

/** For tests and styling: which picture the indicator shows. */
function stateName(state: IndicatorState): string {
  if (state.kind === 'loading') return 'loading';
  if (state.kind === 'notSynced') return 'notSynced';
  if (state.pending.rejected > 0) return 'rejected';
  if (state.failed) return 'failed';
  return state.pending.total > 0 ? 'waiting' : 'synced';
}

/**
 * The idle picture: a problem, records waiting, or all synced, with the count waiting as a badge (red when the
 * server refused any). With `showsOffline` (the handheld, whose header has no room for a separate offline icon
 * beside the name, issue 36) the cloud is crossed out while offline, whatever else it would say.
 */
function IdleIcon({
  pending,
  failed,
  showsOffline,
}: {
  pending: PendingSummary;
  failed: boolean;
  showsOffline: boolean;
}) {
  const { total, rejected } = pending;
  const icon = showsOffline ? (
    <CloudOffOutlined data-testid="offline-icon" />
  ) : rejected > 0 || failed ? (
    <SyncProblemOutlined />
  ) : total > 0 ? (
    <CloudUploadOutlined />
  ) : (
    <CloudDoneOutlined />
  );
  return (
    <Badge
      badgeContent={total}
      max={99}
      invisible={total === 0}
      color={rejected > 0 ? 'error' : 'default'}
      sx={
        rejected > 0 ? undefined : { '& .MuiBadge-badge': { bgcolor: 'common.white', color: 'primary.main' } }
      }
    >
      {icon}
    </Badge>
  );
}

/** A spinner on a faint track with the sync arrows inside: visible even where the moving arc is short. */
function ProgressRing({ percent }: { percent: number | null }) {
  return (
    <Box sx={{ position: 'relative', width: 24, height: 24, flexShrink: 0 }} aria-hidden>
      <CircularProgress
        variant="determinate"
        value={100}
        size={24}
        thickness={4}
        color="inherit"
        sx={{ position: 'absolute', inset: 0, opacity: 0.3 }}
      />
      <CircularProgress
        size={24}
        thickness={4}
        color="inherit"
        sx={{ position: 'absolute', inset: 0 }}
        {...(percent === null ? {} : { variant: 'determinate', value: Math.max(percent, 5) })}
      />
      <Sync sx={{ position: 'absolute', top: 5, left: 5, fontSize: 14 }} />
    </Box>
  );
}

/**
 * Issue 4 §5: the header's sync indicator. While a table loads, a spinner with 'Syncing clients 120 of 600'
 * (on the handheld only the count; the words are in the tooltip and the live region); when idle, a cloud when
 * everything is on the server or a badge with the records waiting, red when the server refused any. Opens the
 * 'Waiting to sync' dialog.
 */
export function SyncStatusButton({ layout }: { layout: LayoutKind }) {
  const text = useSyncText();
  const active = useActiveSession();
  const { session, engine } = active;
  const online = useOnline();
  const loads = useLoadProgress(engine.status);
  const changes = usePendingChanges(session.store, useCanSend(active, online));
  const [open, setOpen] = useState(false);
  const everSynced = useEverSynced(session.store.db) === true;
  const state = indicatorState(loads, summarizePending(changes ?? []), online, everSynced);
  const showsOffline = layout === 'handheld' && !online;
  const common = {
    color: 'inherit' as const,
    onClick: () => setOpen(true),
    'aria-label': text(buttonLabel(state, online)),
    'aria-haspopup': 'dialog' as const,
    'data-testid': 'sync-status',
    'data-state': stateName(state),
  };

  let button;
  if (state.kind === 'loading') {
    const percent = progressPercent(state.progress);
    const compact = compactProgress(state.progress);
    const words =
      layout === 'handheld' ? (compact === null ? null : text(compact)) : text(progressText(state.progress));
    button = (
      <Button {...common} sx={{ minWidth: 44, px: 1, gap: 1, borderRadius: 5, fontWeight: 500 }}>
        <ProgressRing percent={percent} />
        {words && (
          <Typography
            component="span"
            variant="body2"
            noWrap
            data-testid="sync-progress-text"
            sx={{ maxWidth: layout === 'handheld' ? 72 : 280, fontVariantNumeric: 'tabular-nums' }}
          >
            {words}
          </Typography>
        )}
      </Button>
    );
  } else if (state.kind === 'notSynced' && !showsOffline) {
    button = (
      <IconButton {...common}>
        <Sync />
      </IconButton>
    );
  } else {
    const idle = state.kind === 'idle' ? state : { pending: NOTHING_PENDING, failed: null };
    button = (
      <IconButton {...common}>
        <IdleIcon pending={idle.pending} failed={idle.failed !== null} showsOffline={showsOffline} />
      </IconButton>
    );
  }

  return (
    <>
      <Tooltip title={text(indicatorText(state))}>{button}</Tooltip>
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="sync-announcement">
        {text(announcementText(state))}
      </Box>
      {open && <SyncDialog layout={layout} onClose={() => setOpen(false)} />}
    </>
  );
}
