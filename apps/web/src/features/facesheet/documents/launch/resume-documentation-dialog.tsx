import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentData } from '../../../../data/index.ts';
import { useDocumentLauncher } from '../../../../ui/documents/document-launcher.ts';
import { MessageDialog } from '../../../../ui/message-dialog.tsx';

/** Documents the user was asked about while the app runs: asked once per document (ids only, in memory). */
const asked = new Set<number>();

/**
 * spec 2 §4 Resume Documentation: when the client's session has an incomplete or unsigned document, the user is
 * asked whether to resume it; Yes opens it in the wizard, No leaves it for the task list.
 */
export function ResumeDocumentationDialog({ document }: { document: DocumentData | null | undefined }) {
  const { t } = useTranslation();
  const launcher = useDocumentLauncher();
  const [answered, setAnswered] = useState<number | null>(null);
  if (!document || asked.has(document.id) || answered === document.id) return null;
  return (
    <MessageDialog
      open
      title={t('serviceDocuments.resumeTitle')}
      message={t('serviceDocuments.resume', {
        status: t(`documentList.statuses.${document.documentStatus}`),
        name: document.documentName,
      })}
      okLabel={t('serviceDocuments.yes')}
      cancelLabel={t('serviceDocuments.no')}
      onOk={() => {
        asked.add(document.id);
        setAnswered(document.id);
        launcher.openDocument(document);
      }}
      onCancel={() => {
        asked.add(document.id);
        setAnswered(document.id);
      }}
    />
  );
}
