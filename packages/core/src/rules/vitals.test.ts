import { describe, expect, it } from 'vitest';
import type { Vital } from '../entities/client.ts';
import { sortVitals, vitalTrends } from './vitals.ts';

const blank = {
  clientId: 7,
  bPSystolic: null,
  bPDiastolic: null,
  heartRate: null,
  respiratoryRate: null,
  temperature: null,
  height: null,
  weight: null,
  bmi: null,
  pain: null,
  pulseOximetry: null,
  inhaledOxygen: null,
  changedDate: '2025-06-01T00:00:00.000Z',
  deletedDate: null,
};

const vital = (vitalId: number, dateRecorded: string, values: Partial<Vital> = {}): Vital => ({
  ...blank,
  vitalId,
  dateRecorded,
  ...values,
});

describe('sortVitals (spec 2 §2: sorted by date, default descending)', () => {
  const june = vital(1, '2025-06-10T14:05:00.000Z');
  const april = vital(2, '2025-04-02T09:00:00.000Z');
  const may = vital(3, '2025-05-20T16:30:00.000Z');

  it('puts the newest reading first by default', () => {
    expect(sortVitals([april, june, may]).map((each) => each.vitalId)).toEqual([1, 3, 2]);
  });

  it('puts the oldest first when asked', () => {
    expect(sortVitals([april, june, may], 'asc').map((each) => each.vitalId)).toEqual([2, 3, 1]);
  });

  it('compares instants, not text, across time-zone offsets', () => {
    const early = vital(4, '2025-06-10T10:00:00-04:00'); // 14:00 UTC
    const late = vital(5, '2025-06-10T14:30:00.000Z');
    expect(sortVitals([early, late]).map((each) => each.vitalId)).toEqual([5, 4]);
  });

  it('does not change the list it is given', () => {
    const list = [april, june];
    sortVitals(list);
    expect(list).toEqual([april, june]);
  });
});

describe('vitalTrends', () => {
  it('gives each measure a line through time, oldest first, skipping missing readings', () => {
    const trends = vitalTrends([
      vital(1, '2025-06-01T12:00:00.000Z', { bPSystolic: 128, bPDiastolic: 80, weight: 181.2 }),
      vital(2, '2025-04-01T12:00:00.000Z', { bPSystolic: 140, bPDiastolic: 88, weight: 184 }),
      vital(3, '2025-05-01T12:00:00.000Z', { bPSystolic: 134, bPDiastolic: 84 }),
    ]);
    expect(trends.map((each) => each.trend)).toEqual(['bloodPressure', 'weight']);
    const [pressure, weight] = trends;
    expect(pressure!.lines.map((line) => line.measure)).toEqual(['bPSystolic', 'bPDiastolic']);
    expect(pressure!.lines[0]!.points.map((point) => point.value)).toEqual([140, 134, 128]);
    expect(pressure!.lines[1]!.points.map((point) => point.value)).toEqual([88, 84, 80]);
    expect(weight!.lines[0]!.points).toEqual([
      { millis: Date.parse('2025-04-01T12:00:00.000Z'), value: 184 },
      { millis: Date.parse('2025-06-01T12:00:00.000Z'), value: 181.2 },
    ]);
  });

  it('keeps a reading of zero, which is a value (no pain), not a gap', () => {
    const [pain] = vitalTrends([vital(1, '2025-06-01T12:00:00.000Z', { pain: 0 })]);
    expect(pain).toEqual({
      trend: 'pain',
      lines: [{ measure: 'pain', points: [{ millis: Date.parse('2025-06-01T12:00:00.000Z'), value: 0 }] }],
    });
  });

  it('has no trends without readings', () => {
    expect(vitalTrends([])).toEqual([]);
    expect(vitalTrends([vital(1, '2025-06-01T12:00:00.000Z')])).toEqual([]);
  });
});
