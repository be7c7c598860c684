import { useTranslation } from 'react-i18next';
import { FacesheetSubPage } from '../facesheet-sub-page.tsx';
import { AllergiesSection } from '../allergies/allergies-section.tsx';

/** spec 2 §2 {parent}/facesheet/allergies: the handheld's page of the face sheet section. */
export function AllergiesPage() {
  const { t } = useTranslation();
  return (
    <FacesheetSubPage title={t('clinical.allergies.title')}>
      {(client) => <AllergiesSection client={client} />}
    </FacesheetSubPage>
  );
}
