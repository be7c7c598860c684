import { useTranslation } from 'react-i18next';
import { FacesheetSubPage } from '../facesheet-sub-page.tsx';
import { DiagnosesSection } from '../diagnoses/diagnoses-section.tsx';

/** spec 2 §2 {parent}/facesheet/diagnoses: the handheld's page of the face sheet section. */
export function DiagnosesPage() {
  const { t } = useTranslation();
  return (
    <FacesheetSubPage title={t('clinical.diagnoses.title')}>
      {(client) => <DiagnosesSection client={client} />}
    </FacesheetSubPage>
  );
}
