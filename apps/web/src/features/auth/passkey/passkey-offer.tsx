import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import Fingerprint from '@mui/icons-material/Fingerprint';
import { useTranslation } from 'react-i18next';
import { answerPasskeyOffer, passkeyOfferAnswered, passkeyWrapIdsOf } from '../../../data/index.ts';
import { useActiveSession, useSessionStore } from '../../../session/session-context.tsx';
import type { ActiveSession, SessionStore } from '../../../session/session-store.ts';
import { nowMillis } from '../../../platform/clock.ts';
import { isOnline } from '../../../platform/online-status.ts';
import { platformPasskeysAvailable } from '../../../platform/webauthn/passkey-support.ts';
import { PasskeyNoticeDialog } from '../../../ui/passkeys/passkey-notice-dialog.tsx';
import { useAddPasskey } from '../../../ui/passkeys/use-add-passkey.ts';

/** Whether to offer a passkey now: a fresh online sign-in, a device that can hold one, never answered before. */
async function offerDue(active: ActiveSession, sessions: SessionStore): Promise<boolean> {
  const { session } = active;
  const { db } = sessions;
  if (active.restored || session.offline || !isOnline()) return false;
  if (await passkeyOfferAnswered(db, session.userKey)) return false;
  if ((await passkeyWrapIdsOf(db, session.userKey)).length > 0) return false;
  return platformPasskeysAvailable(sessions.config);
}

/**
 * Issue 35: after a password or single sign-on sign-in, once per user on this device, "Sign in faster with a
 * passkey". Never forced: Not now is remembered, and Settings has the same Add at any time.
 */
export function PasskeyOffer() {
  const { t } = useTranslation();
  const sessions = useSessionStore();
  const active = useActiveSession();
  const [open, setOpen] = useState(false);
  const adding = useAddPasskey(active);

  useEffect(() => {
    let current = true;
    void offerDue(active, sessions).then(
      (due) => current && setOpen(due),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [active, sessions]);

  const answer = async (create: boolean) => {
    await answerPasskeyOffer(sessions.db, active.session.userKey, nowMillis());
    if (create) await adding.add();
    setOpen(false);
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={() => void answer(false)}
        aria-labelledby="passkey-offer-title"
        aria-describedby="passkey-offer-text"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="passkey-offer-title">
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Fingerprint color="primary" />
            {t('passkeys.offerTitle')}
          </Stack>
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="passkey-offer-text">{t('passkeys.offerText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void answer(false)} disabled={adding.busy}>
            {t('passkeys.offerNotNow')}
          </Button>
          <Button variant="contained" onClick={() => void answer(true)} disabled={adding.busy} autoFocus>
            {t(adding.busy ? 'passkeys.creating' : 'passkeys.offerCreate')}
          </Button>
        </DialogActions>
      </Dialog>
      <PasskeyNoticeDialog notice={adding.notice} onClose={adding.closeNotice} />
    </>
  );
}
