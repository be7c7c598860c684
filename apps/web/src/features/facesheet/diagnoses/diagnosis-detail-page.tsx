import { useTranslation } from 'react-i18next';
import type { Diagnosis } from '@carevisit/core';
import { formatCalendarDate } from '../../../ui/format/format-calendar-date.ts';
import { ClinicalDetailFrame } from '../clinical/clinical-detail-frame.tsx';
import { useClinicalDetail } from '../clinical/use-clinical-detail.ts';

const diagnosisIdOf = (diagnosis: Diagnosis) => diagnosis.diagnosisId;

/** spec 2 §2 .../diagnoses/diagnosis?clientId=&diagnosisId=: 'Diagnosis Details', the whole diagnosis text. */
export function DiagnosisDetailPage() {
  const { t } = useTranslation();
  const detail = useClinicalDetail<Diagnosis>('diagnoses', 'diagnosis', diagnosisIdOf);
  return (
    <ClinicalDetailFrame
      list="diagnoses"
      title={t('clinical.diagnoses.detailsTitle')}
      listTitle={t('clinical.diagnoses.title')}
      detail={detail}
      heading={(diagnosis) => diagnosis.iCD10Code}
      fields={(diagnosis) => [
        { label: t('clinical.diagnoses.diagnosis'), value: diagnosis.diagnosis, wide: true },
        { label: t('clinical.diagnoses.priority'), value: diagnosis.priority },
        { label: t('clinical.diagnoses.code'), value: diagnosis.code },
        {
          label: t('clinical.diagnoses.effectiveDate'),
          value: formatCalendarDate(diagnosis.effectiveDate) ?? t('empty.notSet'),
        },
      ]}
    />
  );
}
