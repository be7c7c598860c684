import { useMemo } from 'react';
import { useLiveResult } from '../../../../../ui/data/use-live-result.ts';
import { activityCount, type DisplaySources } from '@carevisit/core';
import type { AppointmentData, ClientData, DocumentData } from '../../../../../data/index.ts';
import { useActiveSession } from '../../../../../session/session-context.tsx';
import { useRecords } from '../../../../../ui/data/use-records.ts';

/**
 * What the page's display-only fields show, from the local database (architecture: screens read live queries):
 * the document's client for LookUp fields, and its appointments for the ActivityCounter's count.
 */
export function useDisplaySources(document: DocumentData): DisplaySources {
  const { store } = useActiveSession().session;
  const client = useLiveResult(
    async () => (await store.get<ClientData>('client', document.clientId))?.data ?? null,
    [store, document.clientId],
  );
  const appointments = useRecords<AppointmentData>(store, 'appointment', {
    index: 'clientId',
    equals: document.clientId,
  });
  return useMemo(
    () => ({
      client: client ?? null,
      activityCount: appointments ? activityCount(appointments, document.serviceDate) : null,
    }),
    [client, appointments, document.serviceDate],
  );
}
