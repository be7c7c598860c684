import { useEffect, useMemo, useState } from 'react';
import { useLiveResult } from '../../../../../ui/data/use-live-result.ts';
import {
  ageOn,
  earlierImpactTotals,
  impactMeasure,
  isFhirpathLoaded,
  loadFhirpath,
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
 * Whether a measure can be scored now: an imported measure's FHIRPath total needs fhirpath.js, which the device
 * loads only then (from the service worker's cache when offline). Should it fail to load, the page goes on and
 * core scores by the item sum, as it does for any total it cannot evaluate; the server's total is the record.
 */
function useFhirpathReady(measure: ImpactMeasure | null): boolean {
  const needed = measure?.fhirpathTotal !== undefined;
  const [loaded, setLoaded] = useState(isFhirpathLoaded);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    const done = () => live && setLoaded(true);
    loadFhirpath().then(done, done);
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return !needed || loaded;
}

/**
 * The measure behind an impact page (impactconfig by the module's referenceId, spec 2 §7), the client's age on
 * the date of service for its age rules, and the client's earlier totals of it, all from the device.
 */
export function useImpactModule(module: TemplateModule, document: DocumentData): ImpactModule {
  const { store } = useActiveSession().session;
  const measureId = module.referenceId;
  // null: looked for and not on the device; undefined: still reading.
  const stored = useLiveResult(
    async () =>
      measureId === null ? null : ((await store.get<unknown>('impactConfig', measureId))?.data ?? null),
    [store, measureId],
  );
  const client = useLiveResult(
    async () => (await store.get<ClientData>('client', document.clientId))?.data ?? null,
    [store, document.clientId],
  );
  const documents = useRecords<DocumentData>(store, 'document', {
    index: 'clientId',
    equals: document.clientId,
  });
  const parsed = useMemo(() => (stored ? impactMeasure.safeParse(stored) : null), [stored]);
  const scorable = useFhirpathReady(parsed?.success ? parsed.data : null);
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
  if (!parsed || client === undefined || !documents || !scorable) return { kind: 'loading' };
  return { kind: 'ready', measure: parsed.data, clientAge, earlier };
}
