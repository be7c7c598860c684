import { useMemo } from 'react';
import {
  documentsByAppointment,
  sessionDocumentToResume,
  sessionHasCrosswalkedDocuments,
  type DocumentCrosswalk,
} from '@carevisit/core';
import type { DocumentData, LocalAppointment } from '../../../../data/index.ts';
import { useActiveSession } from '../../../../session/session-context.tsx';
import { useRecords } from '../../../../ui/data/use-records.ts';
import { useClientDocuments } from '../use-documents.ts';

export interface SessionDocuments {
  /** spec 2 §2: the client's session is for an activity with crosswalked documents (the tab set jumps to 1). */
  crosswalked: boolean;
  /** spec 2 §4 Resume Documentation: the session's incomplete or unsigned document, if any. */
  toResume: DocumentData | null;
}

/** The face sheet's session rules over the client's appointments and documents; undefined while they load. */
export function useSessionDocuments(
  clientId: number,
  appointments: readonly LocalAppointment[] | undefined,
): SessionDocuments | undefined {
  const { session } = useActiveSession();
  const documents = useClientDocuments(clientId);
  const crosswalks = useRecords<DocumentCrosswalk>(session.store, 'documentCrosswalk');
  return useMemo(() => {
    if (!appointments || !documents || !crosswalks) return undefined;
    const linked = documentsByAppointment(documents);
    return {
      crosswalked: sessionHasCrosswalkedDocuments(appointments, crosswalks),
      toResume: sessionDocumentToResume(appointments, (id) => linked.get(id) ?? []),
    };
  }, [appointments, documents, crosswalks]);
}
