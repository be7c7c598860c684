import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  ageOn,
  earlierImpactTotals,
  impactMeasure,
  type EarlierTotal,
  type ImpactMeasure,
  type MessageKey,
  type TemplateModule,
} from '@carevisit/core';
import type { ClientData, DocumentData } from '../../../../../data/index.ts';
import { useActiveSession } from '../../../../../session/session-context.tsx';
import { useRecords } from '../../../../../ui/data/use-records.ts';

/** How many earlier totals the trend beside the Total shows. */
const TREND_POINTS = 5;

export type ImpactModule =
  | { kind: 'loading' }
  | { kind: 'unreadable'; problem: MessageKey }
  | { kind: 'ready'; measure: ImpactMeasure; clientAge: number | null; earlier: EarlierTotal[] };

/**
 * The measure behind an impact page (impactconfig by the module's referenceId, spec 2 §7), the client's age on
 * the date of service for its age rules, and the client's earlier totals of it, all from the device.
 */
export function useImpactModule(module: TemplateModule, document: DocumentData): ImpactModule {
  const { store } = useActiveSession().session;
  const measureId = module.referenceId;
  // null: looked for and not on the device; undefined: still reading.
  const stored = useLiveQuery(
    async () =>
      measureId === null ? null : ((await store.get<unknown>('impactConfig', measureId))?.data ?? null),
    [store, measureId],
  );
  const client = useLiveQuery(
    async () => (await store.get<ClientData>('client', document.clientId))?.data ?? null,
    [store, document.clientId],
  );
  const documents = useRecords<DocumentData>(store, 'document', {
    index: 'clientId',
    equals: document.clientId,
  });
  const parsed = useMemo(() => (stored ? impactMeasure.safeParse(stored) : null), [stored]);
  const clientAge = client ? ageOn(client.birthDate, document.serviceDate) : null;
  const earlier = useMemo(
    () =>
      parsed?.success && documents
        ? earlierImpactTotals(documents, {
            clientId: document.clientId,
            measureId: parsed.data.id,
            documentId: document.id,
            serviceDate: document.serviceDate,
            limit: TREND_POINTS,
          })
        : [],
    [parsed, documents, document.clientId, document.id, document.serviceDate],
  );
  if (stored === null) return { kind: 'unreadable', problem: 'impact.notFound' };
  if (parsed && !parsed.success) return { kind: 'unreadable', problem: 'impact.unreadable' };
  if (!parsed || client === undefined || !documents) return { kind: 'loading' };
  return { kind: 'ready', measure: parsed.data, clientAge, earlier };
}
