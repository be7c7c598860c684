import { useState } from 'react';
import { Box, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../../session/session-context.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { DiscardDialog } from './discard-dialog.tsx';
import { formatDateTime } from '../../ui/format/format-date-time.ts';
import { discardLoses, itemTitle, stateText, type PendingItem } from './pending-items.ts';
import type { SyncActions } from './use-sync-actions.ts';
import { useOnline } from '../../platform/online-status.ts';
import { usePendingItems } from './use-pending.ts';
import { useCanSend } from '../../ui/use-engine-state.ts';
import { useSyncText } from './use-sync-text.ts';
import { useDialogText } from '../../ui/use-dialog-text.ts';

const STATE_COLOR = { dirty: 'default', pending: 'info', error: 'error' } as const;

function PendingRow({
  item,
  actions,
  onDiscard,
}: {
  item: PendingItem;
  actions: SyncActions;
  onDiscard: (item: PendingItem) => void;
}) {
  const { t } = useTranslation();
  const text = useSyncText();
  const dialogText = useDialogText();
  const title = text(itemTitle(item));
  const when = item.detail.startMillis === null ? null : formatDateTime(item.detail.startMillis);
  const rejected = item.state === 'error';
  const reason = item.reason && dialogText({ refused: item.reason });
  return (
    <ListItem
      divider
      sx={{ display: 'block', px: 0, py: 1.5 }}
      data-testid="sync-item"
      data-state={item.state}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="sync-item-title">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {when ?? (item.kind === 'activity' ? t('syncItem.activityHint') : null)}
          </Typography>
        </Box>
        <Chip
          size="small"
          label={text(stateText(item.state))}
          color={STATE_COLOR[item.state]}
          variant={rejected ? 'filled' : 'outlined'}
          sx={{ flexShrink: 0 }}
        />
      </Stack>
      {rejected && (
        <>
          {reason && (
            <Typography variant="body2" color="error" sx={{ mt: 0.75 }} data-testid="sync-item-reason">
              {t('syncStatus.reason', { reason })}
            </Typography>
          )}
          {item.resolvable && <ResolveChoice item={item} actions={actions} />}
          <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
            {!item.resolvable && !item.final && (
              <Button
                size="small"
                variant="outlined"
                disabled={actions.busy}
                onClick={() => actions.retry(item)}
              >
                {t('syncStatus.retry')}
              </Button>
            )}
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={actions.busy}
              onClick={() => onDiscard(item)}
            >
              {t('syncStatus.discard')}
            </Button>
          </Stack>
        </>
      )}
    </ListItem>
  );
}

/** Issue 13 item 2: the document changed on another device meanwhile; nothing is lost either way. */
function ResolveChoice({ item, actions }: { item: PendingItem; actions: SyncActions }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2" sx={{ mt: 0.75 }}>
        {t('serviceDocuments.conflict')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          disabled={actions.busy}
          onClick={() => actions.resolve(item, 'keepMine')}
          sx={{ minHeight: 44 }}
        >
          {t('serviceDocuments.keepMine')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={actions.busy}
          onClick={() => actions.resolve(item, 'takeServers')}
          sx={{ minHeight: 44 }}
        >
          {t('serviceDocuments.takeServers')}
        </Button>
      </Stack>
    </>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 5, gap: 1 }} data-testid="sync-empty">
      <CloudDoneOutlined sx={{ fontSize: 48, color: 'success.main' }} />
      <Typography variant="h6" component="p">
        {t('syncStatus.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('syncStatus.emptyHint')}
      </Typography>
    </Stack>
  );
}

/** The records not yet on the server; Discard asks first, since what is discarded is gone for good. */
export function PendingList({ actions }: { actions: SyncActions }) {
  const { t } = useTranslation();
  const text = useSyncText();
  const active = useActiveSession();
  const items = usePendingItems(active.session.store, useCanSend(active, useOnline()));
  const [discarding, setDiscarding] = useState<PendingItem | null>(null);
  if (items === undefined) return <PageLoading />;
  if (items.length === 0) return <EmptyState />;
  return (
    <>
      <List aria-label={t('syncStatus.listLabel')} disablePadding data-testid="sync-list">
        {items.map((item) => (
          <PendingRow key={item.key} item={item} actions={actions} onDiscard={setDiscarding} />
        ))}
      </List>
      <DiscardDialog
        item={discarding ? text(itemTitle(discarding)) : null}
        loses={discarding ? discardLoses(discarding) : 'record'}
        onDiscard={() => {
          if (discarding) actions.discard(discarding);
          setDiscarding(null);
        }}
        onCancel={() => setDiscarding(null)}
      />
    </>
  );
}
