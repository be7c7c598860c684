import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../../session/session-context.tsx';
import { useViewAudit } from '../../ui/use-view-audit.ts';
import { ActiveSessionsList } from './active-sessions-list.tsx';

/** spec 1 §2 Dialogs: Active Sessions on a tablet. Stop closes it: the verification dialogs take over. */
export function ActiveSessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="active-sessions-title" maxWidth="sm" fullWidth>
      <DialogTitle id="active-sessions-title">{t('sessions.title')}</DialogTitle>
      {open && <AuditedList onStop={onClose} />}
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** spec 1 §7: each opening of the dialog is a View of 'Active Sessions'. */
function AuditedList({ onStop }: { onStop: () => void }) {
  useViewAudit(useActiveSession().session, 'Active Sessions');
  return (
    <DialogContent dividers>
      <ActiveSessionsList onStop={onStop} />
    </DialogContent>
  );
}
