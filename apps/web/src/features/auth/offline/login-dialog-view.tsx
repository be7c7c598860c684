import { MessageDialog } from '../../../ui/message-dialog.tsx';
import { useDialogText } from '../../../ui/use-dialog-text.ts';
import type { LoginDialog } from '../login-dialog.ts';

/** A spec 1 §8 dialog with OK, open while there is one. */
export function LoginDialogView({ dialog, onClose }: { dialog: LoginDialog | null; onClose: () => void }) {
  const text = useDialogText();
  return (
    <MessageDialog
      open={dialog !== null}
      title={dialog ? text(dialog.title) : ''}
      message={dialog ? text(dialog.message) : ''}
      onOk={onClose}
    />
  );
}
