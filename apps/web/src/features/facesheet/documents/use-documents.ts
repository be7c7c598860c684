import { useMemo } from 'react';
import type { DocumentCrosswalk } from '@carevisit/core';
import {
  DocumentsRepository,
  type DocumentData,
  type Session,
  type StartRoutine,
  type TemplateData,
} from '../../../data/index.ts';
import { useActiveSession } from '../../../session/session-context.tsx';
import { nowMillis } from '../../../platform/clock.ts';
import { useRecord } from '../../../ui/data/use-record.ts';
import { useRecords } from '../../../ui/data/use-records.ts';
import { sendSoon } from '../../../ui/sessions/visits.ts';
import { useClientRecords } from '../use-client-records.ts';

const repositories = new WeakMap<Session['store'], DocumentsRepository>();

/** The signed-in user's documents repository, one per store; every change is offered to the sync routine. */
function documentsOf(session: Session, routine: StartRoutine): DocumentsRepository {
  let repository = repositories.get(session.store);
  if (!repository) {
    repository = new DocumentsRepository({
      store: session.store,
      clock: nowMillis,
      onChange: () => sendSoon(routine),
    });
    repositories.set(session.store, repository);
  }
  return repository;
}

export function useDocumentsRepository(): DocumentsRepository {
  const { session, routine } = useActiveSession();
  return useMemo(() => documentsOf(session, routine), [session, routine]);
}

/** The client's documents on the device, without those deleted here and waiting for the server. */
export function useClientDocuments(clientId: number): DocumentData[] | undefined {
  const documents = useClientRecords<DocumentData>('document', clientId);
  return useMemo(() => documents?.filter((document) => !document.deleted), [documents]);
}

/** Every template version on the device (issue 13: a draft opens with its own version). */
export function useTemplates(): TemplateData[] | undefined {
  return useRecords<TemplateData>(useActiveSession().session.store, 'serviceDocument');
}

export function useTemplate(id: number | undefined, version: number | undefined): TemplateData | undefined {
  const key = id === undefined || version === undefined ? null : `${id}:${version}`;
  return useRecord<TemplateData>(useActiveSession().session.store, 'serviceDocument', key);
}

export function useCrosswalks(): DocumentCrosswalk[] | undefined {
  return useRecords<DocumentCrosswalk>(useActiveSession().session.store, 'documentCrosswalk');
}
