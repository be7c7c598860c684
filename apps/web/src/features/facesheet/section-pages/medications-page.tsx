import { useTranslation } from 'react-i18next';
import { FacesheetSubPage } from '../facesheet-sub-page.tsx';
import { MedicationsSection } from '../medications/medications-section.tsx';

/** spec 2 §2 {parent}/facesheet/medications: the handheld's page of the face sheet section. */
export function MedicationsPage() {
  const { t } = useTranslation();
  return (
    <FacesheetSubPage title={t('clinical.medications.title')}>
      {(client) => <MedicationsSection client={client} />}
    </FacesheetSubPage>
  );
}
