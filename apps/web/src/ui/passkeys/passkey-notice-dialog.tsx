import { MessageDialog } from '../message-dialog.tsx';
import { useDialogText } from '../use-dialog-text.ts';
import type { PasskeyNotice } from './use-add-passkey.ts';

/** What a new passkey does on this device (or why there is none), said once with OK. */
export function PasskeyNoticeDialog({
  notice,
  onClose,
}: {
  notice: PasskeyNotice | null;
  onClose: () => void;
}) {
  const text = useDialogText();
  return (
    <MessageDialog
      open={notice !== null}
      title={notice ? text(notice.title) : ''}
      message={notice ? text(notice.message) : ''}
      onOk={onClose}
    />
  );
}
