import type { Allergy, Diagnosis, Medication } from '../entities/client.ts';

// spec 2 §2 face sheet clinical lists (Allergies, Medications, Diagnoses): their sort options and filters.

// Issue 33: the agency's own text, in one order whatever language a device speaks (a list reads alike on every
// device and where the server sorts); English collation with 'base' strength already files á and ñ beside a and n.
const compareText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').localeCompare(b ?? '', 'en', { sensitivity: 'base', numeric: true });

/** A missing date sorts after every real one, whichever way the dates run. */
const compareDates = (a: string | null, b: string | null, newestFirst: boolean) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return newestFirst ? b.localeCompare(a) : a.localeCompare(b);
};

/** The filter value that keeps every row (the spec's lists open unfiltered). */
export const SHOW_ALL = null;

const sameText = (a: string, b: string) => compareText(a.trim(), b.trim()) === 0;

/**
 * The distinct non-empty values of a field, alphabetically: the choices of a 'Filter By' list. Values that differ
 * only in case or spacing are one choice (records typed by hand in different systems), shown as first met.
 */
function distinctValues(values: readonly string[]): string[] {
  const choices: string[] = [];
  for (const value of values) {
    if (value.trim() !== '' && !choices.some((choice) => sameText(choice, value))) choices.push(value.trim());
  }
  return choices.sort(compareText);
}

// ---- Allergies --------------------------------------------------------------------------------------------

/** spec 2 §2: the handheld allergy list sorts by Name or Type. */
export const ALLERGY_SORTS = ['name', 'type'] as const;
export type AllergySort = (typeof ALLERGY_SORTS)[number];

export type AllergyRow = Pick<Allergy, 'allergyId' | 'allergyName' | 'allergyType'>;

/** Name: by allergy name; Type: by type, then name. The id keeps equal rows in a stable order. */
export function sortAllergies<T extends AllergyRow>(allergies: readonly T[], sort: AllergySort): T[] {
  return [...allergies].sort(
    (a, b) =>
      (sort === 'type' ? compareText(a.allergyType, b.allergyType) : 0) ||
      compareText(a.allergyName, b.allergyName) ||
      a.allergyId - b.allergyId,
  );
}

/** spec 2 §2 tablet 'Filter By Type': the types this client's allergies have. */
export function allergyTypes(allergies: readonly AllergyRow[]): string[] {
  return distinctValues(allergies.map((allergy) => allergy.allergyType));
}

/** The allergies of one type, or all of them for SHOW_ALL. */
export function filterAllergiesByType<T extends AllergyRow>(
  allergies: readonly T[],
  type: string | null,
): T[] {
  return type === SHOW_ALL
    ? [...allergies]
    : allergies.filter((allergy) => sameText(allergy.allergyType, type));
}

export type AllergyFlagRow = Pick<Allergy, 'allergyType' | 'nka' | 'nkda'>;

/**
 * spec 2 §3 Allergy nka, nkda: what the client's record says was checked and found absent. NKA (no known
 * allergies) holds when a row says so and no real allergy stands beside it; NKDA (no known drug allergies) when a
 * row says so and none of the allergies is a drug. A row flagged NKA is a statement, not an allergy.
 */
export function allergyFlags(allergies: readonly AllergyFlagRow[]): { nka: boolean; nkda: boolean } {
  const real = allergies.filter((allergy) => allergy.nka !== 'Y');
  const nka = real.length === 0 && allergies.some((allergy) => allergy.nka === 'Y');
  const nkda =
    !nka &&
    allergies.some((allergy) => allergy.nkda === 'Y') &&
    real.every((allergy) => allergy.allergyType.toLowerCase() !== 'drug');
  return { nka, nkda };
}

// ---- Medications ------------------------------------------------------------------------------------------

/** spec 2 §2: Medications sort options Status, Name. */
export const MEDICATION_SORTS = ['status', 'name'] as const;
export type MedicationSort = (typeof MEDICATION_SORTS)[number];

export type MedicationRow = Pick<Medication, 'medicationId' | 'description' | 'status'>;

/** spec 2 §9: medication status Active is green, any other status red. */
export function isActiveMedication(medication: Pick<Medication, 'status'>): boolean {
  return medication.status.trim().toLowerCase() === 'active';
}

/** Status: active medicines first, then the other statuses alphabetically, each by name; Name: by description. */
export function sortMedications<T extends MedicationRow>(
  medications: readonly T[],
  sort: MedicationSort,
): T[] {
  return [...medications].sort(
    (a, b) =>
      (sort === 'status'
        ? Number(isActiveMedication(b)) - Number(isActiveMedication(a)) || compareText(a.status, b.status)
        : 0) ||
      compareText(a.description, b.description) ||
      a.medicationId - b.medicationId,
  );
}

/** spec 2 §2 'Filter By Status': the statuses this client's medications have. */
export function medicationStatuses(medications: readonly MedicationRow[]): string[] {
  return distinctValues(medications.map((medication) => medication.status));
}

/** The medications of one status, or all of them for SHOW_ALL. */
export function filterMedicationsByStatus<T extends MedicationRow>(
  medications: readonly T[],
  status: string | null,
): T[] {
  return status === SHOW_ALL
    ? [...medications]
    : medications.filter((medication) => sameText(medication.status, status));
}

// ---- Diagnoses --------------------------------------------------------------------------------------------

/** spec 2 §2: Diagnoses sort options Priority, ICD-10 Code, Effective Date. */
export const DIAGNOSIS_SORTS = ['priority', 'icd10Code', 'effectiveDate'] as const;
export type DiagnosisSort = (typeof DIAGNOSIS_SORTS)[number];

export type DiagnosisRow = Pick<Diagnosis, 'diagnosisId' | 'priority' | 'iCD10Code' | 'effectiveDate'>;

/**
 * Priority: first priority first; ICD-10 Code: by code; Effective Date: the newest first (the diagnosis most
 * recently in force is the one a caregiver needs), undated last. Ties fall back to priority.
 */
export function sortDiagnoses<T extends DiagnosisRow>(diagnoses: readonly T[], sort: DiagnosisSort): T[] {
  const byPriority = (a: T, b: T) => a.priority - b.priority || a.diagnosisId - b.diagnosisId;
  return [...diagnoses].sort((a, b) => {
    switch (sort) {
      case 'priority':
        return byPriority(a, b);
      case 'icd10Code':
        return compareText(a.iCD10Code, b.iCD10Code) || byPriority(a, b);
      case 'effectiveDate':
        return compareDates(a.effectiveDate, b.effectiveDate, true) || byPriority(a, b);
    }
  });
}
