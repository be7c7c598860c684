import { useTranslation } from 'react-i18next';
import type { Medication } from '@carevisit/core';
import { formatCalendarDate } from '../../../ui/format/format-calendar-date.ts';
import { ClinicalDetailFrame } from '../clinical/clinical-detail-frame.tsx';
import { useClinicalDetail } from '../clinical/use-clinical-detail.ts';
import { MedicationStatusChip } from './medication-status-chip.tsx';

const medicationIdOf = (medication: Medication) => medication.medicationId;

/** spec 2 §2 .../medications/medication?clientId=&medicationId=: 'Medication Details', spec 2 §3 Medication. */
export function MedicationDetailPage() {
  const { t } = useTranslation();
  const detail = useClinicalDetail<Medication>('medications', 'medication', medicationIdOf);
  const dash = t('common.dash');
  const dateOf = (date: string | null) => formatCalendarDate(date) ?? t('empty.notSet');
  return (
    <ClinicalDetailFrame
      list="medications"
      title={t('clinical.medications.detailsTitle')}
      listTitle={t('clinical.medications.title')}
      detail={detail}
      heading={(medication) => medication.description}
      fields={(medication) => [
        {
          label: t('clinical.medications.status'),
          value: <MedicationStatusChip status={medication.status} />,
        },
        { label: t('clinical.medications.dosageSig'), value: medication.frequency || dash },
        { label: t('clinical.medications.instructions'), value: medication.instructions || dash, wide: true },
        { label: t('clinical.medications.amount'), value: medication.amount || dash },
        { label: t('clinical.medications.refills'), value: medication.refills ?? dash },
        { label: t('clinical.medications.prescriber'), value: medication.prescriber || dash },
        { label: t('clinical.medications.beginDate'), value: dateOf(medication.beginDate) },
        { label: t('clinical.medications.endDate'), value: dateOf(medication.endDate) },
        { label: t('clinical.medications.comments'), value: medication.comments || dash, wide: true },
      ]}
    />
  );
}
