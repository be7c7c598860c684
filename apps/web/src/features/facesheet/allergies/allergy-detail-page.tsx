import { useTranslation } from 'react-i18next';
import type { Allergy } from '@carevisit/core';
import { formatCalendarDate } from '../../../ui/format/format-calendar-date.ts';
import { ClinicalDetailFrame } from '../clinical/clinical-detail-frame.tsx';
import { useClinicalDetail } from '../clinical/use-clinical-detail.ts';

const allergyIdOf = (allergy: Allergy) => allergy.allergyId;

/** spec 2 §2 .../allergies/allergy?clientId=&allergyId=: 'Allergy Details', every field of spec 2 §3 Allergy. */
export function AllergyDetailPage() {
  const { t } = useTranslation();
  const detail = useClinicalDetail<Allergy>('allergies', 'allergy', allergyIdOf);
  const dash = t('common.dash');
  const dateOf = (date: string | null) => formatCalendarDate(date) ?? t('empty.notSet');
  const yesNo = (flag: 'Y' | 'N') => t(flag === 'Y' ? 'common.yes' : 'common.no');
  return (
    <ClinicalDetailFrame
      list="allergies"
      title={t('clinical.allergies.detailsTitle')}
      listTitle={t('clinical.allergies.title')}
      detail={detail}
      heading={(allergy) => allergy.allergyName}
      fields={(allergy) => [
        { label: t('clinical.allergies.type'), value: allergy.allergyType },
        { label: t('clinical.allergies.allergen'), value: allergy.allergen || dash },
        { label: t('clinical.allergies.reaction'), value: allergy.allergyReaction || dash, wide: true },
        { label: t('clinical.allergies.beginDate'), value: dateOf(allergy.beginDate) },
        { label: t('clinical.allergies.endDate'), value: dateOf(allergy.endDate) },
        { label: t('clinical.allergies.nkaLong'), value: yesNo(allergy.nka) },
        { label: t('clinical.allergies.nkdaLong'), value: yesNo(allergy.nkda) },
      ]}
    />
  );
}
