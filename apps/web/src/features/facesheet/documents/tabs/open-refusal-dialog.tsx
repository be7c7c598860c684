import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../../../ui/message-dialog.tsx';
import type { OpenRefusal } from './use-open-document.ts';

/** spec 2 §4, §8: the blocking dialog for a document type already open, and the Max Open Documents message. */
export function OpenRefusalDialog({
  refusal,
  documentName,
  onOk,
}: {
  refusal: OpenRefusal | null;
  documentName: string;
  onOk: () => void;
}) {
  const { t } = useTranslation();
  if (!refusal) return null;
  return refusal.kind === 'tooMany' ? (
    <MessageDialog
      open
      title={t('serviceDocuments.maxOpenTitle')}
      message={t('documents.maxOpen')}
      onOk={onOk}
    />
  ) : (
    <MessageDialog
      open
      title={t('serviceDocuments.alreadyOpenTitle')}
      message={t('serviceDocuments.alreadyOpen', { name: documentName })}
      onOk={onOk}
    />
  );
}
