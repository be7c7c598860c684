import type { TFunction } from 'i18next';
import type { Vital, VitalMeasure } from '@carevisit/core';

// spec 2 §3 Vital units: temperature F, height in, weight lbs, pulse oximetry and inhaled oxygen %.
const UNIT_MEASURES = ['temperature', 'height', 'weight', 'pulseOximetry', 'inhaledOxygen'] as const;
type UnitMeasure = (typeof UNIT_MEASURES)[number];
const hasUnit = (measure: VitalMeasure): measure is UnitMeasure =>
  (UNIT_MEASURES as readonly string[]).includes(measure);

/** One reading with its unit, e.g. '98.6 F'; spec 2 §2: an empty value shows '-'. */
export function measureText(t: TFunction, measure: VitalMeasure, value: number | null): string {
  if (value === null) return t('common.dash');
  return hasUnit(measure) ? t(`vitals.unit.${measure}`, { value }) : String(value);
}

/** Blood pressure as it is read aloud and written on charts: systolic/diastolic, '-' when neither was taken. */
export function bloodPressureText(t: TFunction, vital: Pick<Vital, 'bPSystolic' | 'bPDiastolic'>): string {
  if (vital.bPSystolic === null && vital.bPDiastolic === null) return t('common.dash');
  return t('vitals.pressureValue', {
    systolic: vital.bPSystolic ?? t('common.dash'),
    diastolic: vital.bPDiastolic ?? t('common.dash'),
  });
}
