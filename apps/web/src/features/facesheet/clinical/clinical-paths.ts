import { facesheetPath } from '../../../ui/navigation/app-links.ts';
import { facesheetRoot } from '../facesheet-paths.ts';

/** spec 2 §2: the face sheet's clinical lists and the one-record page under each, with its id's query name. */
export const CLINICAL_LISTS = {
  allergies: { detail: 'allergy', idParam: 'allergyId' },
  medications: { detail: 'medication', idParam: 'medicationId' },
  diagnoses: { detail: 'diagnosis', idParam: 'diagnosisId' },
} as const;
export type ClinicalList = keyof typeof CLINICAL_LISTS;

/**
 * spec 2 §2 /allergies/allergy, /medications/medication, /diagnoses/diagnosis appended to the face sheet's path:
 * one record, opened from its list on the sub-page (handheld) or from the face sheet's tab (tablet). The ids
 * travel in the query so a reload keeps them.
 */
export function clinicalDetailPath(
  pathname: string,
  list: ClinicalList,
  clientId: number,
  recordId: number,
): string {
  const { detail, idParam } = CLINICAL_LISTS[list];
  return `${facesheetRoot(pathname)}/${list}/${detail}?clientId=${clientId}&${idParam}=${recordId}`;
}

/**
 * spec 2 §2: a detail page with nothing selected redirects to / — in this app the start of its context: the
 * client's face sheet, or the dashboard when not even the client is known.
 */
export function unselectedRedirect(pathname: string, clientId: number | null): string {
  return clientId === null ? '/dashboard' : facesheetPath(pathname, clientId);
}
