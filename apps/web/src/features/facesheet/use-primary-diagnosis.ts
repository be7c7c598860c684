import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Diagnosis } from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import { useOnline } from '../../platform/online-status.ts';
import { useRecords } from '../../ui/data/use-records.ts';

/**
 * spec 2 §2 face sheet client details: the client's diagnosis, the one of first priority, worded for the
 * header; null when the device holds none. Online, the client's diagnoses are read again first (spec 2 §7:
 * clinical reads pass the client id); when that fails the local ones stand.
 */
export function usePrimaryDiagnosis(clientId: number): string | null | undefined {
  const { t } = useTranslation();
  const { session, engine } = useActiveSession();
  const online = useOnline();
  useEffect(() => {
    if (!online || session.offline) return;
    // The engine reports a failed read on its status board; the screen keeps showing what it has.
    engine.syncTable('diagnosis', { clientId }).catch(() => undefined);
  }, [engine, clientId, online, session.offline]);
  const diagnoses = useRecords<Diagnosis>(session.store, 'diagnosis', {
    index: 'clientId',
    equals: clientId,
  });
  if (!diagnoses) return undefined;
  const first = [...diagnoses].sort((a, b) => a.priority - b.priority)[0];
  return first
    ? t('clientDetails.diagnosisValue', { code: first.iCD10Code, diagnosis: first.diagnosis })
    : null;
}
