import { useState } from 'react';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Fingerprint from '@mui/icons-material/Fingerprint';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '../../data/index.ts';
import { useActiveSession } from '../../session/session-context.tsx';
import { useOnline } from '../../platform/online-status.ts';
import { formatDate } from '../../ui/format/format-date-time.ts';
import { PasskeyNoticeDialog } from '../../ui/passkeys/passkey-notice-dialog.tsx';
import { useAddPasskey } from '../../ui/passkeys/use-add-passkey.ts';
import { RemovePasskeyDialog } from './remove-passkey-dialog.tsx';
import { SettingsSection } from './settings-section.tsx';
import { usePasskeys } from './use-passkeys.ts';

/**
 * Issue 35: the user's passkeys (from the server), with Add and Remove; online only, as both need the server.
 * A passkey whose wrap this device holds says it also unlocks offline here.
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const active = useActiveSession();
  const online = useOnline() && !active.session.offline;
  const { list, reload } = usePasskeys(active, online);
  const adding = useAddPasskey(active, reload);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [removed, setRemoved] = useState(false);

  const details = (passkey: Passkey, unlocksHere: boolean) =>
    [
      t('passkeys.createdOn', { date: formatDate(Date.parse(passkey.createdDate)) }),
      passkey.lastUsedDate &&
        t('passkeys.lastUsedOn', { date: formatDate(Date.parse(passkey.lastUsedDate)) }),
      unlocksHere && t('passkeys.unlocksOffline'),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <SettingsSection id="settings-passkeys" title={t('passkeys.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('passkeys.intro')}
      </Typography>
      {!online ? (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('passkeys.needsConnection')}
        </Typography>
      ) : list.kind === 'failed' ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t('passkeys.loadFailed')}
        </Alert>
      ) : list.kind === 'loaded' && list.passkeys.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('passkeys.none')}
        </Typography>
      ) : list.kind === 'loaded' ? (
        <List dense disablePadding aria-label={t('passkeys.title')} sx={{ mt: 1 }}>
          {list.passkeys.map((passkey) => (
            <ListItem
              key={passkey.passkeyId}
              disableGutters
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('passkeys.removeLabel', { name: passkey.deviceName })}
                  onClick={() => setRemoving(passkey)}
                >
                  <DeleteOutlined />
                </IconButton>
              }
            >
              <ListItemText
                primary={passkey.deviceName}
                secondary={details(passkey, list.unlocksHere.has(passkey.credentialId))}
                slotProps={{ primary: { sx: { fontWeight: 500 } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      {removed && (
        <Alert severity="success" sx={{ mt: 1.5 }} onClose={() => setRemoved(false)}>
          {t('passkeys.removed')}
        </Alert>
      )}
      {online && (
        <Box sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<Fingerprint />}
            disabled={adding.busy || list.kind !== 'loaded'}
            onClick={() => {
              setRemoved(false);
              void adding.add();
            }}
          >
            {t(adding.busy ? 'passkeys.creating' : 'passkeys.add')}
          </Button>
        </Box>
      )}
      <PasskeyNoticeDialog notice={adding.notice} onClose={adding.closeNotice} />
      <RemovePasskeyDialog
        passkey={removing}
        onClose={(done) => {
          setRemoving(null);
          if (!done) return;
          setRemoved(true);
          reload();
        }}
      />
    </SettingsSection>
  );
}
