import type { Organization } from '@carevisit/core';
import type { Session } from '../../data/index.ts';
import { useRecord } from './use-record.ts';

/** The organization the user works in now (spec 1 §6: data shows per current organization). */
export function useCurrentOrganization(session: Session): Organization | undefined {
  return useRecord<Organization>(session.store, 'organization', session.profile.currentOrganizationId);
}
