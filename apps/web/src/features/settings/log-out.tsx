import { Button } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../ui/message-dialog.tsx';
import { useDialogText } from '../../ui/use-dialog-text.ts';
import { useLogOut } from './use-log-out.ts';

/** spec 1 §2: the Log Out button with its confirmation and the unsent-data warning. */
export function LogOut({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const text = useDialogText();
  const logOut = useLogOut();
  const { step } = logOut;
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<Logout />}
        fullWidth={fullWidth}
        disabled={logOut.busy}
        onClick={logOut.ask}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('settingsPage.logOut')}
      </Button>
      <MessageDialog
        open={step.kind === 'confirm'}
        title={t('settingsPage.logOut')}
        message={t('settings.logoutConfirm')}
        okLabel={t('settingsPage.logOut')}
        onOk={logOut.confirm}
        onCancel={logOut.cancel}
      />
      <MessageDialog
        open={step.kind === 'unsynced'}
        title={t('settingsPage.unsyncedTitle')}
        message={step.kind === 'unsynced' ? text(step.message) : ''}
        okLabel={t('settingsPage.logOutAnyway')}
        onOk={logOut.logOutAnyway}
        onCancel={logOut.cancel}
      />
    </>
  );
}
