import { useTranslation } from 'react-i18next';
import { FacesheetSubPage } from '../facesheet-sub-page.tsx';
import { DocumentsSection } from './documents-section.tsx';

/** spec 2 §2 {parent}/facesheet/documents: the handheld's Documents page. */
export function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <FacesheetSubPage title={t('facesheetPages.documents')}>
      {(client) => <DocumentsSection client={client} />}
    </FacesheetSubPage>
  );
}
