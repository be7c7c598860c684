import { useLocation, useSearchParams } from 'react-router';
import { facesheetClientId } from '../../../ui/navigation/app-links.ts';
import { recordIdOf } from '../facesheet-paths.ts';
import { CLINICAL_LISTS, unselectedRedirect, type ClinicalList } from './clinical-paths.ts';
import { useClinicalRecord, type ClinicalTable } from './use-clinical-records.ts';

export type ClinicalDetail<T> =
  { kind: 'loading' } | { kind: 'redirect'; to: string } | { kind: 'record'; clientId: number; record: T };

/**
 * The record a detail page's query names (?clientId=&allergyId= ...), read from the local database. spec 2 §2:
 * with nothing selected, or a record the device does not hold for that client, the page redirects.
 */
export function useClinicalDetail<T>(
  list: ClinicalList,
  table: ClinicalTable,
  idOf: (record: T) => number,
): ClinicalDetail<T> {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const clientId = facesheetClientId(searchParams);
  const recordId = recordIdOf(searchParams, CLINICAL_LISTS[list].idParam);
  const record = useClinicalRecord<T>(table, clientId ?? 0, (each) => idOf(each) === recordId);
  if (clientId === null || recordId === null || record === null) {
    return { kind: 'redirect', to: unselectedRedirect(pathname, clientId) };
  }
  return record === undefined ? { kind: 'loading' } : { kind: 'record', clientId, record };
}
