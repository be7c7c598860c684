import { describe, expect, it } from 'vitest';
import {
  SHOW_ALL,
  allergyFlags,
  allergyTypes,
  filterAllergiesByType,
  filterMedicationsByStatus,
  isActiveMedication,
  medicationStatuses,
  sortAllergies,
  sortDiagnoses,
  sortMedications,
} from './clinical-lists.ts';

const allergy = (allergyId: number, allergyName: string, allergyType: string, nka = 'N', nkda = 'N') => ({
  allergyId,
  allergyName,
  allergyType,
  nka: nka as 'Y' | 'N',
  nkda: nkda as 'Y' | 'N',
});

const medication = (medicationId: number, description: string, status: string) => ({
  medicationId,
  description,
  status,
});

const diagnosis = (
  diagnosisId: number,
  priority: number,
  iCD10Code: string,
  effectiveDate: string | null,
) => ({
  diagnosisId,
  priority,
  iCD10Code,
  effectiveDate,
});

const ids = (rows: readonly { allergyId?: number; medicationId?: number; diagnosisId?: number }[]) =>
  rows.map((row) => row.allergyId ?? row.medicationId ?? row.diagnosisId);

describe('allergies', () => {
  const list = [
    allergy(1, 'Shellfish', 'Food'),
    allergy(2, 'penicillin', 'Drug'),
    allergy(3, 'Bee stings', 'Insect'),
    allergy(4, 'Eggs', 'Food'),
  ];

  it('sorts by name, ignoring case', () => {
    expect(ids(sortAllergies(list, 'name'))).toEqual([3, 4, 2, 1]);
  });

  it('sorts by type, then name', () => {
    expect(ids(sortAllergies(list, 'type'))).toEqual([2, 4, 1, 3]);
  });

  it('does not change the list it is given', () => {
    sortAllergies(list, 'name');
    expect(ids(list)).toEqual([1, 2, 3, 4]);
  });

  it('offers each type once, alphabetically, for Filter By Type', () => {
    expect(allergyTypes(list)).toEqual(['Drug', 'Food', 'Insect']);
    expect(allergyTypes([allergy(5, 'x', ' ')])).toEqual([]);
  });

  it('filters by type, and Show All keeps every row', () => {
    expect(ids(filterAllergiesByType(list, 'Food'))).toEqual([1, 4]);
    expect(ids(filterAllergiesByType(list, SHOW_ALL))).toEqual([1, 2, 3, 4]);
  });

  it('reads NKA from a row that says so when no allergy stands beside it', () => {
    expect(allergyFlags([allergy(1, 'No Known Allergies', 'Other', 'Y', 'Y')])).toEqual({
      nka: true,
      nkda: false,
    });
    expect(allergyFlags([allergy(1, 'NKA', 'Other', 'Y'), allergy(2, 'Eggs', 'Food')])).toEqual({
      nka: false,
      nkda: false,
    });
  });

  it('reads NKDA when a row says so and no allergy is to a drug', () => {
    expect(allergyFlags([allergy(1, 'Eggs', 'Food', 'N', 'Y')])).toEqual({ nka: false, nkda: true });
    expect(allergyFlags([allergy(1, 'Eggs', 'Food', 'N', 'Y'), allergy(2, 'Codeine', 'Drug')])).toEqual({
      nka: false,
      nkda: false,
    });
    expect(allergyFlags([])).toEqual({ nka: false, nkda: false });
  });
});

describe('medications', () => {
  const list = [
    medication(1, 'Sertraline 50 mg tablet', 'Discontinued'),
    medication(2, 'Amlodipine 5 mg tablet', 'Active'),
    medication(3, 'Metformin 500 mg tablet', 'On Hold'),
    medication(4, 'Lisinopril 10 mg tablet', 'active'),
  ];

  it('counts only Active as active (spec 2 §9: Active green, any other red)', () => {
    expect(list.map(isActiveMedication)).toEqual([false, true, false, true]);
  });

  it('sorts by status: active first, then other statuses alphabetically, each by name', () => {
    expect(ids(sortMedications(list, 'status'))).toEqual([2, 4, 1, 3]);
  });

  it('sorts by name', () => {
    expect(ids(sortMedications(list, 'name'))).toEqual([2, 4, 3, 1]);
  });

  it('offers each status once for Filter By Status, whatever its case, and filters by it', () => {
    expect(medicationStatuses(list)).toEqual(['Active', 'Discontinued', 'On Hold']);
    expect(ids(filterMedicationsByStatus(list, 'Active'))).toEqual([2, 4]);
    expect(ids(filterMedicationsByStatus(list, 'Discontinued'))).toEqual([1]);
    expect(ids(filterMedicationsByStatus(list, SHOW_ALL))).toEqual([1, 2, 3, 4]);
  });
});

describe('diagnoses', () => {
  const list = [
    diagnosis(1, 2, 'I10', '2023-05-01'),
    diagnosis(2, 1, 'E11.9', null),
    diagnosis(3, 3, 'F33.1', '2024-01-15'),
    diagnosis(4, 4, 'E11.65', '2024-01-15'),
  ];

  it('sorts by priority', () => {
    expect(ids(sortDiagnoses(list, 'priority'))).toEqual([2, 1, 3, 4]);
  });

  it('sorts by ICD-10 code, numbers read as numbers', () => {
    expect(ids(sortDiagnoses(list, 'icd10Code'))).toEqual([2, 4, 3, 1]);
  });

  it('sorts by effective date, newest first, undated last, ties by priority', () => {
    expect(ids(sortDiagnoses(list, 'effectiveDate'))).toEqual([3, 4, 1, 2]);
  });
});
