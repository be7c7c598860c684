import { sectionOf } from '../../ui/navigation/app-links.ts';

/** spec 2 §2: the face sheet's sub-pages, appended to its path; the handheld section buttons lead to them. */
export const FACESHEET_SECTIONS = [
  'documents',
  'messages',
  'vitals',
  'allergies',
  'medications',
  'diagnoses',
] as const;
export type FacesheetSection = (typeof FACESHEET_SECTIONS)[number];

/** The face sheet a page belongs to: {parent}/facesheet, under the section it was opened from. */
export function facesheetRoot(pathname: string): string {
  return `${sectionOf(pathname)}/facesheet`;
}

/** spec 2 §2 sub-page, e.g. /caseload/facesheet/vitals?clientId=12. */
export function facesheetSectionPath(pathname: string, section: FacesheetSection, clientId: number): string {
  return `${facesheetRoot(pathname)}/${section}?clientId=${clientId}`;
}

/** spec 2 §2 /vitals/vitalsInfo: one vital record of the client. */
export function vitalDetailPath(pathname: string, clientId: number, vitalId: number): string {
  return `${facesheetRoot(pathname)}/vitals/vitalsInfo?clientId=${clientId}&vitalId=${vitalId}`;
}

/** The record a detail page names in its query (e.g. vitalId), or null. */
export function recordIdOf(searchParams: URLSearchParams, name: string): number | null {
  const id = Number(searchParams.get(name));
  return Number.isInteger(id) && id !== 0 ? id : null;
}
