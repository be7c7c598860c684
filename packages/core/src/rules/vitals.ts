import type { Vital } from '../entities/client.ts';

export type VitalSortOrder = 'asc' | 'desc';

/** The numeric readings of a vital record (spec 2 §3 Vital), in the order the detail page lists them. */
export const VITAL_MEASURES = [
  'bPSystolic',
  'bPDiastolic',
  'heartRate',
  'respiratoryRate',
  'temperature',
  'height',
  'weight',
  'bmi',
  'pain',
  'pulseOximetry',
  'inhaledOxygen',
] as const;
export type VitalMeasure = (typeof VITAL_MEASURES)[number];

/**
 * The trends drawn for a client: blood pressure pairs systolic with diastolic on one chart because a reader
 * compares them; height is left out as it barely moves in an adult and BMI already follows it.
 */
const VITAL_TRENDS = [
  { trend: 'bloodPressure', measures: ['bPSystolic', 'bPDiastolic'] },
  { trend: 'heartRate', measures: ['heartRate'] },
  { trend: 'respiratoryRate', measures: ['respiratoryRate'] },
  { trend: 'temperature', measures: ['temperature'] },
  { trend: 'weight', measures: ['weight'] },
  { trend: 'bmi', measures: ['bmi'] },
  { trend: 'pain', measures: ['pain'] },
  { trend: 'pulseOximetry', measures: ['pulseOximetry'] },
  { trend: 'inhaledOxygen', measures: ['inhaledOxygen'] },
] as const satisfies readonly { trend: string; measures: readonly VitalMeasure[] }[];
type VitalTrendName = (typeof VITAL_TRENDS)[number]['trend'];

export type VitalDated = Pick<Vital, 'vitalId' | 'dateRecorded'>;

/** spec 2 §2 Vitals: the list is sorted by the date recorded, newest first unless asked otherwise. */
export function sortVitals<T extends VitalDated>(
  vitals: readonly T[],
  direction: VitalSortOrder = 'desc',
): T[] {
  const sign = direction === 'desc' ? -1 : 1;
  return [...vitals].sort(
    (a, b) =>
      sign * (Date.parse(a.dateRecorded) - Date.parse(b.dateRecorded)) || sign * (a.vitalId - b.vitalId),
  );
}

interface TrendPoint {
  millis: number;
  value: number;
}

export interface TrendLine {
  measure: VitalMeasure;
  /** Oldest first: a chart reads left to right through time. */
  points: TrendPoint[];
}

export interface VitalTrend {
  trend: VitalTrendName;
  lines: TrendLine[];
}

/**
 * The series a client's vitals make over time, one per trend that has any reading; a record with no value for a
 * measure adds no point to that line (a gap is not a zero).
 */
export function vitalTrends(vitals: readonly Vital[]): VitalTrend[] {
  const oldestFirst = sortVitals(vitals, 'asc');
  return VITAL_TRENDS.map(({ trend, measures }) => ({
    trend,
    lines: measures.map((measure) => ({
      measure,
      points: oldestFirst.flatMap((vital) => {
        const value = vital[measure];
        return value === null ? [] : [{ millis: Date.parse(vital.dateRecorded), value }];
      }),
    })),
  })).filter(({ lines }) => lines.some((line) => line.points.length > 0));
}
