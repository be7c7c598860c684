import { useLiveResult } from '../../ui/data/use-live-result.ts';
import type { Organization } from '@carevisit/core';
import type { Session } from '../../data/index.ts';

export interface SettingsOrganizations {
  current: Organization | undefined;
  /** spec 1 §6: the available organizations with EVV enabled, by name. */
  available: Organization[];
}

/** The user's current and available organizations, from the local organization table, kept current. */
export function useOrganizations(session: Session): SettingsOrganizations | undefined {
  const { store, profile } = session;
  const ids = [...new Set([profile.currentOrganizationId, ...profile.availableOrganizationIds])];
  return useLiveResult(async () => {
    const opened = await Promise.all(ids.map((id) => store.get<Organization>('organization', id)));
    const byId = new Map(
      opened.flatMap((record) => (record ? [[record.data.organizationId, record.data]] : [])),
    );
    const available = profile.availableOrganizationIds
      .flatMap((id) => byId.get(id) ?? [])
      .filter((organization) => organization.evv)
      .sort((a, b) => a.name.localeCompare(b.name));
    return { current: byId.get(profile.currentOrganizationId), available };
    // The ids' contents, not the array's identity, decide when to look again.
  }, [store, profile.currentOrganizationId, ids.join(',')]);
}
