import { useTranslation } from 'react-i18next';
import { FacesheetSubPage } from '../facesheet-sub-page.tsx';
import { VitalsSection } from './vitals-section.tsx';

/** spec 2 §2 {parent}/facesheet/vitals: the handheld's Vitals page. */
export function VitalsPage() {
  const { t } = useTranslation();
  return (
    <FacesheetSubPage title={t('facesheetPages.vitals')}>
      {(client) => <VitalsSection client={client} />}
    </FacesheetSubPage>
  );
}
