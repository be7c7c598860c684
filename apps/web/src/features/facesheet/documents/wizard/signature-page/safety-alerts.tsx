import { useMemo } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useLiveResult } from '../../../../../ui/data/use-live-result.ts';
import { useTranslation } from 'react-i18next';
import {
  ageOn,
  documentSafetyAlerts,
  impactMeasure,
  type ImpactMeasure,
  type Message,
  type TemplateModule,
} from '@carevisit/core';
import type { ClientData, DocumentData, ModuleDataEntry } from '../../../../../data/index.ts';
import { useActiveSession } from '../../../../../session/session-context.tsx';

/**
 * The document's safety alerts (beyond the spec, issue 15: a PHQ-9 item 9 answered above 0), by core's
 * documentSafetyAlerts from the device's measures and the client's age on the date of service. Each impact page
 * is judged with the measure its template page names.
 */
function useSafetyAlerts(
  modules: readonly TemplateModule[],
  document: DocumentData,
  moduleData: readonly ModuleDataEntry[],
): Message[] {
  const { store } = useActiveSession().session;
  const measureOf = useMemo(
    () =>
      new Map(
        modules.flatMap((m) =>
          m.moduleType === 'impact' && m.referenceId !== null ? [[m.moduleId, m.referenceId]] : [],
        ),
      ),
    [modules],
  );
  const measures = useLiveResult(async () => {
    const stored = await Promise.all(
      [...new Set(measureOf.values())].map((id) => store.get<unknown>('impactConfig', id)),
    );
    return stored.flatMap((record): ImpactMeasure[] => {
      const parsed = impactMeasure.safeParse(record?.data);
      return parsed.success ? [parsed.data] : [];
    });
  }, [store, measureOf]);
  const client = useLiveResult(
    async () => (await store.get<ClientData>('client', document.clientId))?.data ?? null,
    [store, document.clientId],
  );
  return useMemo(() => {
    if (!measures || measures.length === 0 || client === undefined) return [];
    const pages = moduleData.flatMap((data) => {
      const measureId = data.moduleType === 'impact' ? measureOf.get(data.moduleId) : undefined;
      return measureId === undefined ? [] : [{ ...data, measureId }];
    });
    const clientAge = client ? ageOn(client.birthDate, document.serviceDate) : null;
    return documentSafetyAlerts(pages, measures, { clientAge });
  }, [measures, client, moduleData, measureOf, document.serviceDate]);
}

/** The safety alerts above the Validation Issues box, so that none is signed past unseen. */
export function SafetyAlerts({
  modules,
  document,
  moduleData,
}: {
  modules: readonly TemplateModule[];
  document: DocumentData;
  moduleData: readonly ModuleDataEntry[];
}) {
  const { t } = useTranslation();
  const alerts = useSafetyAlerts(modules, document, moduleData);
  if (alerts.length === 0) return null;
  return (
    <Alert severity="error" variant="filled" role="alert" data-testid="signature-safety-alert">
      <AlertTitle>{t('impact.safetyTitle')}</AlertTitle>
      {alerts.map((alert, i) => (
        <div key={i}>{t(alert.key, alert.params)}</div>
      ))}
    </Alert>
  );
}
